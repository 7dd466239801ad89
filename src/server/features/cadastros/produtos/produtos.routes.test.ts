import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estoqueMovimentos } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../../test/factories'
import { itHandlesRegisterCases, itHandlesStandardCases } from '../../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const oleo = {
  sku: 'ol-5w30',
  unidade: 'L',
  descricao: 'Óleo 5W30',
  preco_publico: 4590,
  controla_estoque: true,
  estoque_atual: 12.5,
  estoque_minimo: 5,
}

describe('produtos', () => {
  it('stores quantities with 3 decimals and records every stock change as a movement', async () => {
    const { admin } = await buildCompany(t)
    const p = await create(t, admin, '/api/produtos', oleo)
    expect(p).toMatchObject({ sku: 'OL-5W30', estoque_atual: 12.5, estoque_minimo: 5, estoque_baixo: false })
    const low = await call(t, admin, 'PATCH', `/api/produtos/${p.id}`, { estoque_atual: 4.125 })
    expect(low.json()).toMatchObject({ estoque_atual: 4.125, estoque_baixo: true })
    await call(t, admin, 'PATCH', `/api/produtos/${p.id}`, { descricao: 'Óleo sintético 5W30' })
    const moves = await withTenant(t.handle.db, admin, (tx) =>
      tx
        .select({
          tipo: estoqueMovimentos.tipo,
          quantidade: estoqueMovimentos.quantidade,
          saldo: estoqueMovimentos.saldo_apos,
        })
        .from(estoqueMovimentos)
        .where(and(eq(estoqueMovimentos.empresa_id, admin.empresaId), eq(estoqueMovimentos.produto_id, p.id)))
        .orderBy(asc(estoqueMovimentos.criado_em)),
    )
    expect(moves).toEqual([
      { tipo: 'ajuste', quantidade: '12.500', saldo: '12.500' },
      { tipo: 'ajuste', quantidade: '-8.375', saldo: '4.125' },
    ])
  })

  it('shows no low-stock flag for a product without stock control, and answers 409 for a used SKU', async () => {
    const { admin } = await buildCompany(t)
    const p = await create(t, admin, '/api/produtos', {
      sku: 'FLT-1',
      descricao: 'Filtro',
      preco_publico: 2500,
    })
    expect(p).toMatchObject({ unidade: 'UN', controla_estoque: false, estoque_baixo: false })
    const dup = await call(t, admin, 'POST', '/api/produtos', {
      sku: 'flt-1',
      descricao: 'Outro',
      preco_publico: 1,
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.message).toBe('Já existe um produto com este SKU')
    expect((await call(t, admin, 'DELETE', `/api/produtos/${p.id}`)).statusCode).toBe(204)
  })

  it('refuses to delete a product with stock history (409)', async () => {
    const { admin } = await buildCompany(t)
    const p = await create(t, admin, '/api/produtos', oleo)
    const res = await call(t, admin, 'DELETE', `/api/produtos/${p.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Este produto está em ordens de serviço ou tem movimentos de estoque e não pode ser excluído.',
    )
  })

  it.each([
    [
      { ...oleo, estoque_atual: 1.0005 },
      'estoque_atual',
      'Informe uma quantidade válida (até 3 casas decimais)',
    ],
    [{ ...oleo, unidade: 'LT' }, 'unidade', 'Unidade inválida'],
    [{ ...oleo, descricao: '' }, 'descricao', 'Preencha descrição e preço'],
    [{ ...oleo, sku: '' }, 'sku', 'Por favor, preencha todos os campos obrigatórios'],
  ])('answers 400 for %j', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/produtos', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })
})

const movimentos = (user: TestUser, produtoId: string) =>
  withTenant(t.handle.db, user, (tx) =>
    tx
      .select({
        tipo: estoqueMovimentos.tipo,
        quantidade: estoqueMovimentos.quantidade,
        saldo: estoqueMovimentos.saldo_apos,
        observacao: estoqueMovimentos.observacao,
        user_id: estoqueMovimentos.user_id,
      })
      .from(estoqueMovimentos)
      .where(
        and(eq(estoqueMovimentos.empresa_id, user.empresaId), eq(estoqueMovimentos.produto_id, produtoId)),
      )
      .orderBy(asc(estoqueMovimentos.criado_em)),
  )
const entrada = (user: TestUser, id: string, body: object) =>
  call(t, user, 'POST', `/api/produtos/${id}/estoque/entradas`, body)

describe('POST /api/produtos/:id/estoque/entradas', () => {
  it('adds to the stock with 3 decimals and records an entry movement with the new balance', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const p = await create(t, admin, '/api/produtos', { ...oleo, estoque_atual: 1.5 })
    const res = await entrada(admin, p.id, { quantidade: 2.125 })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ id: p.id, estoque_atual: 3.625, estoque_baixo: true })
    // A user with the register's edit permission may enter stock too, with a note of why.
    await setPermission(t, empresaId, 'operador', 'cadastros', { can_view: true, can_edit: true })
    const operador = await buildUser(t, empresaId, 'operador')
    const outra = await entrada(operador, p.id, { quantidade: 10, observacao: 'Nota fiscal 123' })
    expect(outra.json()).toMatchObject({ estoque_atual: 13.625, estoque_baixo: false })
    expect(await movimentos(admin, p.id)).toEqual([
      {
        tipo: 'ajuste',
        quantidade: '1.500',
        saldo: '1.500',
        observacao: 'Estoque inicial',
        user_id: admin.userId,
      },
      {
        tipo: 'entrada',
        quantidade: '2.125',
        saldo: '3.625',
        observacao: 'Entrada de estoque',
        user_id: admin.userId,
      },
      {
        tipo: 'entrada',
        quantidade: '10.000',
        saldo: '13.625',
        observacao: 'Nota fiscal 123',
        user_id: operador.userId,
      },
    ])
  })

  it('refuses a product without stock control (409) and a total past the maximum (400), writing nothing', async () => {
    const { admin } = await buildCompany(t)
    const filtro = await create(t, admin, '/api/produtos', {
      sku: 'F',
      descricao: 'Filtro',
      preco_publico: 1,
    })
    const sem = await entrada(admin, filtro.id, { quantidade: 1 })
    expect(sem.statusCode).toBe(409)
    expect(sem.json().error).toEqual({
      code: 'SEM_CONTROLE_ESTOQUE',
      message: 'Este produto não controla estoque: ative “Controlar estoque” no cadastro',
    })
    const cheio = await create(t, admin, '/api/produtos', { ...oleo, estoque_atual: 999_999_999 })
    const demais = await entrada(admin, cheio.id, { quantidade: 1 })
    expect(demais.statusCode).toBe(400)
    expect(demais.json().error.fields.quantidade).toBe('O estoque ficaria acima do máximo permitido')
    expect(await movimentos(admin, filtro.id)).toEqual([])
    expect((await call(t, admin, 'GET', `/api/produtos/${cheio.id}`)).json().estoque_atual).toBe(999_999_999)
    // From one end of the range to the other the adjustment movement would not fit (found by the fuzzer).
    const salto = await call(t, admin, 'PATCH', `/api/produtos/${cheio.id}`, { estoque_atual: -999_999_999 })
    expect(salto.statusCode).toBe(400)
    expect(salto.json().error.fields.estoque_atual).toBe(
      'Ajuste grande demais para um só movimento: faça em duas etapas',
    )
    expect((await call(t, admin, 'GET', `/api/produtos/${cheio.id}`)).json().estoque_atual).toBe(999_999_999)
  })

  it.each([
    [{ quantidade: 0 }, 'quantidade', 'Informe uma quantidade maior que zero (até 3 casas decimais)'],
    [{ quantidade: -2 }, 'quantidade', 'Informe uma quantidade maior que zero (até 3 casas decimais)'],
    [{ quantidade: 1.0005 }, 'quantidade', 'Informe uma quantidade válida (até 3 casas decimais)'],
    [{ quantidade: '2' }, 'quantidade', 'Informe uma quantidade válida (até 3 casas decimais)'],
    [{ quantidade: 1, observacao: 'x'.repeat(201) }, 'observacao', 'Máximo de 200 caracteres'],
  ])('answers 400 for %j', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const p = await create(t, admin, '/api/produtos', oleo)
    const res = await entrada(admin, p.id, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })

  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/produtos/${id}/estoque/entradas`,
    permission: ['cadastros', 'edit'],
    body: () => ({ quantidade: 1 }),
    createRecord: async (owner) => (await create(t, owner, '/api/produtos', oleo)).id,
    badBody: {
      body: { quantidade: 0 },
      field: 'quantidade',
      message: 'Informe uma quantidade maior que zero (até 3 casas decimais)',
    },
  })
})

describe('produtos standard cases', () => {
  itHandlesRegisterCases({
    app: () => t,
    base: '/api/produtos',
    body: () => ({ descricao: 'Pastilha de freio' }),
    createRecord: async (owner) =>
      (await create(t, owner, '/api/produtos', { sku: 'P1', descricao: 'P', preco_publico: 1 })).id,
    badCreate: {
      body: { sku: 'X', preco_publico: 1 },
      field: 'descricao',
      message: 'Preencha descrição e preço',
    },
    badUpdate: {
      body: { estoque_minimo: -1 },
      field: 'estoque_minimo',
      message: 'Informe uma quantidade válida (até 3 casas decimais)',
    },
  })
})
