import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estoqueMovimentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { itHandlesRegisterCases } from '../../test/standard-cases'

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
