import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newOs = async (user: TestUser, extra: object = {}) =>
  create(t, user, '/api/os', osBody(await buildCatalogo(t, user), extra))

describe('OS routes: the four standard cases', () => {
  const app = () => t
  const createRecord = async (owner: TestUser) => (await newOs(owner)).id
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: () => '/api/os',
    permission: ['os', 'view'],
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: () => '/api/os',
    permission: ['os', 'create'],
    body: () => ({}),
    badBody: { body: { garantia_dias: -1 }, field: 'garantia_dias', message: 'Garantia inválida' },
  })
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: (id) => `/api/os/${id}`,
    permission: ['os', 'view'],
    createRecord,
  })
  itHandlesStandardCases({
    app,
    method: 'PATCH',
    url: (id) => `/api/os/${id}`,
    permission: ['os', 'edit'],
    body: () => ({ observacoes: 'Cliente pediu urgência' }),
    createRecord,
    badBody: {
      body: { previsao_entrega: '31/12/2026' },
      field: 'previsao_entrega',
      message: 'Data inválida',
    },
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: (id) => `/api/os/${id}/status`,
    permission: ['os', 'edit'],
    body: () => ({ status: 'orcamento_enviado' }),
    createRecord,
    badBody: { body: { status: 'pausado' }, field: 'status', message: 'Selecione um status' },
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: (id) => `/api/os/${id}/orcamento/marcar-enviado`,
    permission: ['os', 'edit'],
    body: () => ({}),
    createRecord: async (owner) => {
      const o = await newOs(owner)
      await call(t, owner, 'POST', `/api/os/${o.id}/status`, { status: 'orcamento_enviado' })
      return o.id
    },
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: () => '/api/os/status',
    permission: ['os', 'edit'],
    body: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], status: 'aprovado' }),
    badBody: {
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
      field: 'status',
      message: 'Selecione um status',
    },
  })
  itHandlesStandardCases({
    app,
    method: 'DELETE',
    url: () => '/api/os?ids=00000000-0000-4000-8000-000000000000',
    permission: ['os', 'delete'],
  })
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: () => '/api/os/exportar?formato=csv',
    permission: ['os', 'view'],
  })
})

describe('creating and editing an OS', () => {
  it('numbers it, recomputes every total on the server and records the creation', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const res = await call(t, admin, 'POST', '/api/os', {
      ...osBody(c),
      itens: [
        // 10% of R$ 350,00 = R$ 35,00 — the client's own subtotal is not even accepted.
        {
          tipo: 'servico',
          referencia_id: c.funilaria.id,
          quantidade: 1,
          valor_unitario: 35000,
          desconto_valor: 3500,
        },
        { tipo: 'produto', referencia_id: c.tinta.id, quantidade: 1.5, valor_unitario: 8990 },
      ],
      desconto_tipo: 'valor',
      desconto_valor: 1000,
      acrescimos_valor: 500,
    })
    expect(res.statusCode).toBe(201)
    const o = res.json()
    expect(o.numero_os).toMatch(/^OS-\d{4}-0001$/)
    expect(o).toMatchObject({
      status: 'rascunho',
      prioridade: 'media',
      garantia_dias: 90,
      subtotal_servicos: 31500,
      subtotal_produtos: 13485,
      desconto_valor: 1000,
      acrescimos_valor: 500,
      total_geral: 44485,
      excluivel: true,
    })
    expect(
      o.itens.map((i: { descricao: string; desconto_percentual: number }) => [
        i.descricao,
        i.desconto_percentual,
      ]),
    ).toEqual([
      ['Funilaria porta', 10],
      ['Tinta prata 1L', 0],
    ])
    expect(o.itens[1]).toMatchObject({
      controla_estoque: true,
      estoque_atual: 5,
      estoque_minimo: 1,
      unidade: 'L',
    })
    expect(o.historico).toHaveLength(1)
    expect(o.historico[0]).toMatchObject({
      de_status: null,
      para_status: 'rascunho',
      usuario_nome: 'Ana Admin',
    })
    expect(o.cliente.nome_razao).toBe('Maria Aparecida da Silva')
    expect(o.veiculo.placa).toBe('ABC1D23')
  })

  it('takes a percent OS discount over the items and never goes below zero', async () => {
    const { admin } = await buildCompany(t)
    const o = await newOs(admin, { desconto_tipo: 'percentual', desconto_percentual: 10 })
    expect(o).toMatchObject({ desconto_valor: 5298, total_geral: 47682, desconto_percentual: 10 })
    const res = await call(t, admin, 'PATCH', `/api/os/${o.id}`, {
      desconto_tipo: 'valor',
      desconto_valor: 99999999,
    })
    expect(res.json()).toMatchObject({ total_geral: 0, desconto_percentual: null })
  })

  it('saves a draft with nothing in it and refuses lines without their catalogue item', async () => {
    const { admin } = await buildCompany(t)
    expect((await call(t, admin, 'POST', '/api/os', {})).statusCode).toBe(201)
    const c = await buildCatalogo(t, admin)
    const semServico = await call(t, admin, 'POST', '/api/os', {
      itens: [{ tipo: 'servico', referencia_id: c.tinta.id, quantidade: 1, valor_unitario: 100 }],
    })
    expect(semServico.statusCode).toBe(400)
    expect(semServico.json().error).toMatchObject({
      message: 'Selecione um serviço',
      fields: { 'itens.0.referencia_id': 'Selecione um serviço' },
    })
    const semProduto = await call(t, admin, 'POST', '/api/os', {
      itens: [{ tipo: 'produto', referencia_id: c.funilaria.id, quantidade: 1, valor_unitario: 100 }],
    })
    expect(semProduto.json().error.message).toBe('Selecione um produto')
  })

  it('refuses a discount on a service that does not allow it', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const res = await call(t, admin, 'POST', '/api/os', {
      itens: [
        {
          tipo: 'servico',
          referencia_id: c.pintura.id,
          quantidade: 1,
          valor_unitario: 20000,
          desconto_valor: 100,
        },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('O serviço Pintura parachoque não permite desconto')
  })

  it("refuses another client's vehicle, another company's client and an inactive technician", async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const outro = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '29537995593',
      nome_razao: 'João',
    })
    const veiculo = await call(t, admin, 'POST', '/api/os', {
      cliente_id: outro.id,
      veiculo_id: c.veiculo.id,
    })
    expect(veiculo.json().error.fields.veiculo_id).toBe('O veículo não pertence ao cliente selecionado')
    const intruso = await buildCompany(t)
    const alheio = await call(t, intruso.admin, 'POST', '/api/os', { cliente_id: c.cliente.id })
    expect(alheio.json().error.fields.cliente_id).toBe('Cliente não encontrado')
    const inativo = await create(t, admin, '/api/tecnicos', { nome: 'Beto', ativo: false })
    const tecnico = await call(t, admin, 'POST', '/api/os', { tecnico_responsavel_id: inativo.id })
    expect(tecnico.json().error.fields.tecnico_responsavel_id).toBe('Selecione um técnico ativo')
  })

  it('changes items only in rascunho; execution data until delivery', async () => {
    const { admin } = await buildCompany(t)
    const o = await newOs(admin)
    const replaced = await call(t, admin, 'PATCH', `/api/os/${o.id}`, {
      itens: [
        { tipo: 'servico', referencia_id: o.itens[0].referencia_id, quantidade: 2, valor_unitario: 35000 },
      ],
    })
    expect(replaced.json()).toMatchObject({
      subtotal_servicos: 70000,
      subtotal_produtos: 0,
      total_geral: 70000,
    })
    await call(t, admin, 'POST', `/api/os/${o.id}/status`, { status: 'orcamento_enviado' })
    const itens = await call(t, admin, 'PATCH', `/api/os/${o.id}`, { itens: [] })
    expect(itens.statusCode).toBe(409)
    expect(itens.json().error.message).toBe(
      'Itens, valores e condições só mudam em rascunho. Use "Revisar orçamento".',
    )
    const desconto = await call(t, admin, 'PATCH', `/api/os/${o.id}`, { acrescimos_valor: 100 })
    expect(desconto.statusCode).toBe(409)
    // The form may send unchanged commercial fields along with the execution ones.
    const laudo = await call(t, admin, 'PATCH', `/api/os/${o.id}`, {
      laudo: 'Amassado na porta dianteira',
      km_entrada: 45000,
      acrescimos_valor: 0,
      cliente_id: o.cliente.id,
    })
    expect(laudo.statusCode, laudo.body).toBe(200)
    expect(laudo.json()).toMatchObject({
      laudo: 'Amassado na porta dianteira',
      km_entrada: 45000,
      total_geral: 70000,
    })
  })

  it('gives 30 concurrent creations 30 distinct consecutive numbers, and two companies number independently', async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(t, i % 5 === 0 ? b.admin : a.admin, 'POST', '/api/os', {})),
    )
    expect(results.every((r) => r.statusCode === 201)).toBe(true)
    const numbers = (ofB: boolean) =>
      results
        .filter((_, i) => (i % 5 === 0) === ofB)
        .map((r) => Number(r.json().numero_os.slice(-4)))
        .sort((x, y) => x - y)
    expect(numbers(false)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1))
    expect(numbers(true)).toEqual([1, 2, 3, 4, 5, 6])
  })
})
