import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../../db/with-tenant'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, type TestUser } from '../../../test/factories'
import { itHandlesRegisterCases } from '../../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const maria = {
  tipo_pessoa: 'fisica',
  doc: '529.982.247-25',
  nome_razao: 'Maria Aparecida da Silva',
  email: 'Maria@Example.com',
  celular: '(11) 97162-6799',
  cep: '01001-000',
  endereco: 'Praça da Sé',
  cidade: 'São Paulo',
  uf: 'sp',
}

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, payload })

async function createCliente(user: TestUser, body: object = maria) {
  const res = await call(user, 'POST', '/api/clientes', body)
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json()
}

describe('clientes CRUD', () => {
  it('creates, reads, updates and deletes a customer, storing the document unmasked', async () => {
    const { admin } = await buildCompany(t)
    const created = await createCliente(admin)
    expect(created).toMatchObject({
      doc: '52998224725',
      email: 'maria@example.com',
      celular: '11971626799',
      cep: '01001000',
      uf: 'SP',
      telefone: null,
    })
    expect((await call(admin, 'GET', `/api/clientes/${created.id}`)).json().nome_razao).toBe(maria.nome_razao)
    const updated = await call(admin, 'PATCH', `/api/clientes/${created.id}`, {
      nome_razao: 'Maria A. Silva',
      cidade: '',
    })
    expect(updated.json()).toMatchObject({ nome_razao: 'Maria A. Silva', cidade: null, doc: '52998224725' })
    expect((await call(admin, 'DELETE', `/api/clientes/${created.id}`)).statusCode).toBe(204)
    expect((await call(admin, 'GET', `/api/clientes/${created.id}`)).statusCode).toBe(404)
  })

  it('accepts the alphanumeric CNPJ of a company', async () => {
    const { admin } = await buildCompany(t)
    const pj = await createCliente(admin, {
      tipo_pessoa: 'juridica',
      doc: '12.abc.345/01de-35',
      nome_razao: 'Nova Era Ltda',
    })
    expect(pj.doc).toBe('12ABC34501DE35')
  })

  it.each([
    [{ ...maria, doc: '111.111.111-11' }, 'doc', 'CPF inválido'],
    [{ ...maria, tipo_pessoa: 'juridica', doc: '12.ABC.345/01DE-34' }, 'doc', 'CNPJ inválido'],
    [{ ...maria, nome_razao: '  ' }, 'nome_razao', 'Por favor, preencha todos os campos obrigatórios'],
    [{ ...maria, doc: '' }, 'doc', 'Por favor, preencha todos os campos obrigatórios'],
    [{ ...maria, cep: '0100' }, 'cep', 'O CEP deve ter 8 dígitos'],
    [{ ...maria, celular: '1234' }, 'celular', 'Informe um telefone com DDD (10 ou 11 dígitos)'],
    [{ ...maria, uf: 'XX' }, 'uf', 'Selecione uma UF válida'],
    [{ ...maria, email: 'maria' }, 'email', 'Informe um email válido'],
  ])('answers 400 with the spec message for %j', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(admin, 'POST', '/api/clientes', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })

  it('answers 409 for a document already registered in the company, but not in another', async () => {
    const a = await buildCompany(t)
    await createCliente(a.admin)
    const dup = await call(a.admin, 'POST', '/api/clientes', { ...maria, doc: '52998224725' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.message).toBe('Já existe um cliente com este CPF/CNPJ')
    const b = await buildCompany(t)
    expect((await call(b.admin, 'POST', '/api/clientes', maria)).statusCode).toBe(201)
  })

  it('refuses to delete a customer that has a vehicle (409), and keeps it', async () => {
    const { admin } = await buildCompany(t)
    const cliente = await createCliente(admin)
    const veiculo = await call(admin, 'POST', '/api/veiculos', {
      cliente_id: cliente.id,
      marca: 'Fiat',
      modelo: 'Uno',
      placa: 'ABC-1234',
    })
    expect(veiculo.statusCode).toBe(201)
    const res = await call(admin, 'DELETE', `/api/clientes/${cliente.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Este cliente tem veículos, ordens de serviço ou títulos e não pode ser excluído.',
    )
    expect((await call(admin, 'GET', `/api/clientes/${cliente.id}`)).statusCode).toBe(200)
  })

  it('paginates on the server and searches by name, document (masked or not) and phone', async () => {
    const { admin } = await buildCompany(t)
    const docs = ['52998224725', '29537995593', '13378271000', '40044826079', '08796742020']
    for (const [i, doc] of docs.entries()) {
      await createCliente(admin, {
        tipo_pessoa: 'fisica',
        doc,
        nome_razao: `Cliente ${i}`,
        celular: `1198765432${i}`,
      })
    }
    for (let i = 0; i < 7; i++) {
      const cnpj = ['11222333000181', '54550752000155', '12ABC34501DE35', 'A31707X3000136', 'Q0SLFMBD7VX439'][
        i % 5
      ]
      if (i >= 5) break
      await createCliente(admin, { tipo_pessoa: 'juridica', doc: cnpj, nome_razao: `Empresa ${i}` })
    }
    const page2 = (await call(admin, 'GET', '/api/clientes?page=2&pageSize=4')).json()
    expect(page2).toMatchObject({ total: 10, page: 2, pageSize: 4 })
    expect(page2.items.map((c: { nome_razao: string }) => c.nome_razao)).toEqual([
      'Cliente 4',
      'Empresa 0',
      'Empresa 1',
      'Empresa 2',
    ])
    const names = async (q: string) =>
      (await call(admin, 'GET', `/api/clientes?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { nome_razao: string }) => c.nome_razao)
    expect(await names('empresa')).toHaveLength(5)
    expect(await names('295.379.955-93')).toEqual(['Cliente 1'])
    expect(await names('12.abc.345')).toEqual(['Empresa 2'])
    expect(await names('(11) 98765-4323')).toEqual(['Cliente 3'])
    expect(await names('100%')).toEqual([])
    expect(await names('cliente 4')).toEqual(['Cliente 4'])
    expect(await names('11.222.333/0001-81')).toEqual(['Empresa 0'])

    const first = (await call(admin, 'GET', '/api/clientes')).json()
    expect(first).toMatchObject({ total: 10, totalExact: true })
    await call(admin, 'DELETE', `/api/clientes/${first.items[0].id}`)
    expect((await call(admin, 'GET', '/api/clientes')).json()).toMatchObject({ total: 9, totalExact: true })
  })

  it('counts the whole register exactly and stops counting a broad search past 100', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const other = await buildCompany(t)
    await createCliente(other.admin)
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.execute(sql`insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao)
        select ${empresaId}, 'juridica', 'DOC' || s, 'Lote ' || s from generate_series(1, 1005) s`),
    )
    const all = (await call(admin, 'GET', '/api/clientes?page=101')).json()
    expect(all).toMatchObject({ total: 1005, totalExact: true, page: 101 })
    expect(all.items).toHaveLength(5)
    const broad = (await call(admin, 'GET', '/api/clientes?q=lote')).json()
    expect(broad).toMatchObject({ total: 100, totalExact: false })
    expect(broad.items).toHaveLength(10)
    const narrow = (await call(admin, 'GET', '/api/clientes?q=lote 100')).json()
    expect(narrow).toMatchObject({ total: 7, totalExact: true })
    // A search's page by its number: the same rows as the whole list's, in order, with the search's total.
    const names = (page: { items: Array<{ nome_razao: string }> }) => page.items.map((c) => c.nome_razao)
    const second = (await call(admin, 'GET', '/api/clientes?q=lote 100&page=2&pageSize=4')).json()
    expect(second).toMatchObject({ total: 7, totalExact: true, page: 2 })
    expect(names(second)).toEqual(names(narrow).slice(4))
    // Past the matches a search counts (page 12 starts at the 111th): still its rows, still "more than 100".
    const deep = (await call(admin, 'GET', '/api/clientes?q=lote&page=12')).json()
    expect(deep).toMatchObject({ total: 100, totalExact: false, page: 12 })
    expect(names(deep)).toEqual(names((await call(admin, 'GET', '/api/clientes?page=12')).json()))
    expect(names(deep)).toHaveLength(10)
    expect((await call(admin, 'GET', '/api/clientes?q=lote 100&page=3&pageSize=4')).json()).toMatchObject({
      items: [],
      total: 7,
    })
    expect((await call(other.admin, 'GET', '/api/clientes')).json()).toMatchObject({ total: 1 })
  })

  it('turns a page from the row the user saw (after/before), and by its number when that row is gone', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const other = await buildCompany(t)
    const foreign = await createCliente(other.admin)
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.execute(sql`insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao)
        select ${empresaId}, 'juridica', 'DOC' || s, 'Lote ' || lpad(s::text, 2, '0') from generate_series(1, 35) s`),
    )
    type ClientesPage = { items: Array<{ id: string; nome_razao: string }>; total: number }
    const list = async (query: string): Promise<ClientesPage> =>
      (await call(admin, 'GET', `/api/clientes?${query}`)).json()
    const names = (page: ClientesPage) => page.items.map((c) => c.nome_razao)
    const [p2, p3] = [await list('page=2'), await list('page=3')]
    expect(names(p3)).toEqual(Array.from({ length: 10 }, (_, i) => `Lote ${21 + i}`))

    const next = await list(`page=3&after=${p2.items.at(-1)?.id}`)
    expect(next).toMatchObject({ total: 35, totalExact: true, page: 3, pageSize: 10 })
    expect(names(next)).toEqual(names(p3))
    expect(names(await list(`page=2&before=${p3.items[0].id}`))).toEqual(names(p2))
    expect(names(await list(`page=4&after=${p3.items.at(-1)?.id}`))).toEqual([
      'Lote 31',
      'Lote 32',
      'Lote 33',
      'Lote 34',
      'Lote 35',
    ])
    // A search keeps its filter from the anchor on.
    const search = await list(`q=lote 1&page=1&pageSize=4`)
    const searchNext = await list(`q=lote 1&page=2&pageSize=4&after=${search.items.at(-1)?.id}`)
    expect(searchNext).toMatchObject({ total: 10, totalExact: true })
    expect(names(searchNext)).toEqual(['Lote 14', 'Lote 15', 'Lote 16', 'Lote 17'])

    // Another company's row, or fewer rows before the anchor than a page: the page number decides.
    expect(names(await list(`page=3&after=${foreign.id}`))).toEqual(names(p3))
    expect(names(await list(`page=2&before=${(await list('page=1')).items[4].id}`))).toEqual(names(p2))
    // The anchor row deleted meanwhile: page 3 by its number, one row moved up.
    await call(admin, 'DELETE', `/api/clientes/${p2.items.at(-1)?.id}`)
    expect(names(await list(`page=3&after=${p2.items.at(-1)?.id}`))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lote ${22 + i}`),
    )

    const bad = await call(admin, 'GET', '/api/clientes?page=2&after=nao-e-um-id')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.after).toBe('Página inválida')
  })
})

describe('clientes standard cases', () => {
  itHandlesRegisterCases({
    app: () => t,
    base: '/api/clientes',
    body: () => maria,
    createRecord: async (owner) => (await createCliente(owner)).id,
    badCreate: { body: { ...maria, doc: '287.967.420-20' }, field: 'doc', message: 'CPF inválido' },
    badUpdate: {
      body: { nome_razao: '' },
      field: 'nome_razao',
      message: 'Por favor, preencha todos os campos obrigatórios',
    },
  })
})
