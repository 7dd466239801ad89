import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estoqueMovimentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

// 'Permitir estoque negativo' and the conclusion of an OS whose stock-controlled parts are short.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const move = (user: TestUser, id: string, status: string) =>
  call(t, user, 'POST', `/api/os/${id}/status`, { status })
const produto = async (user: TestUser, id: string) =>
  (await call(t, user, 'GET', `/api/produtos/${id}`)).json()
const faltante = async (user: TestUser, osId: string) =>
  (await call(t, user, 'GET', `/api/os/${osId}/estoque-faltante`)).json()
const proibirNegativo = (user: TestUser) =>
  call(t, user, 'PATCH', '/api/empresa', { nome_empresa: 'Oficina', permitir_estoque_negativo: false })
const saidas = (user: TestUser, produtoId: string) =>
  withTenant(t.handle.db, user, (tx) =>
    tx
      .select({
        tipo: estoqueMovimentos.tipo,
        quantidade: estoqueMovimentos.quantidade,
        saldo: estoqueMovimentos.saldo_apos,
      })
      .from(estoqueMovimentos)
      .where(
        and(
          eq(estoqueMovimentos.empresa_id, user.empresaId),
          eq(estoqueMovimentos.produto_id, produtoId),
          eq(estoqueMovimentos.tipo, 'saida'),
        ),
      )
      // One conclusion's movements share its instant: the balance tells their order.
      .orderBy(desc(estoqueMovimentos.saldo_apos)),
  )

/** An OS in execution taking 2,5 L + 4,25 L of paint (6,75 L; 5 L in stock) and one other product. */
async function osEmExecucao(user: TestUser, c: Catalogo, outro?: { id: string }) {
  const tinta = (quantidade: number) => ({
    tipo: 'produto',
    referencia_id: c.tinta.id,
    quantidade,
    valor_unitario: 8990,
  })
  const o = await create(t, user, '/api/os', {
    cliente_id: c.cliente.id,
    itens: [
      { tipo: 'servico', referencia_id: c.pintura.id, quantidade: 1, valor_unitario: 20000 },
      ...(outro ? [{ tipo: 'produto', referencia_id: outro.id, quantidade: 1, valor_unitario: 100 }] : []),
      tinta(2.5),
      tinta(4.25),
    ],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao']) {
    const res = await move(user, o.id, status)
    if (res.statusCode !== 200) throw new Error(res.body)
  }
  return o as { id: string; numero_os: string }
}

const tintaFaltante = (c: Catalogo, em_estoque: number) => ({
  produto_id: c.tinta.id,
  sku: 'TINTA-01',
  descricao: 'Tinta prata 1L',
  unidade: 'L',
  necessario: 6.75,
  em_estoque,
})

describe('concluding with short stock', () => {
  it('by default lists the short part, then concludes into negative stock with a movement and a notification', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    // A product without stock control is never short.
    const avulso = await create(t, admin, '/api/produtos', {
      sku: 'AV',
      descricao: 'Avulso',
      preco_publico: 100,
    })
    const o = await osEmExecucao(admin, c, avulso)
    expect(await faltante(admin, o.id)).toEqual({
      permitir_estoque_negativo: true,
      faltantes: [tintaFaltante(c, 5)],
    })

    const res = await move(admin, o.id, 'concluido')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().status).toBe('concluido')
    expect(await produto(admin, c.tinta.id)).toMatchObject({ estoque_atual: -1.75, estoque_baixo: true })
    expect(await saidas(admin, c.tinta.id)).toEqual([
      { tipo: 'saida', quantidade: '-2.500', saldo: '2.500' },
      { tipo: 'saida', quantidade: '-4.250', saldo: '-1.750' },
    ])
    const notificacoes = (await call(t, admin, 'GET', '/api/notificacoes')).json()
    expect(notificacoes.items).toContainEqual(
      expect.objectContaining({
        id: `estoque-baixo:${c.tinta.id}`,
        titulo: 'Estoque negativo',
        texto: 'Tinta prata 1L (TINTA-01): -1,75 L em estoque, mínimo 1',
        lida: false,
      }),
    )
  })

  it('with negative stock forbidden, refuses (409 with the parts) and writes nothing until stock is entered', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await osEmExecucao(admin, c)
    expect((await proibirNegativo(admin)).statusCode).toBe(200)
    expect(await faltante(admin, o.id)).toEqual({
      permitir_estoque_negativo: false,
      faltantes: [tintaFaltante(c, 5)],
    })

    const recusada = await move(admin, o.id, 'concluido')
    expect(recusada.statusCode).toBe(409)
    expect(recusada.json().error).toEqual({
      code: 'ESTOQUE_INSUFICIENTE',
      message: 'Estoque insuficiente para concluir: Tinta prata 1L (necessário 6,75 L, em estoque 5 L)',
      faltantes: [tintaFaltante(c, 5)],
    })
    const depois = (await call(t, admin, 'GET', `/api/os/${o.id}`)).json()
    expect(depois).toMatchObject({ status: 'em_execucao', data_conclusao: null })
    expect(depois.historico.at(-1).para_status).toBe('em_execucao')
    expect((await produto(admin, c.tinta.id)).estoque_atual).toBe(5)
    expect(await saidas(admin, c.tinta.id)).toEqual([])

    // Not enough yet: still refused, with the new stock.
    await call(t, admin, 'POST', `/api/produtos/${c.tinta.id}/estoque/entradas`, { quantidade: 1.5 })
    const ainda = await move(admin, o.id, 'concluido')
    expect(ainda.statusCode).toBe(409)
    expect(ainda.json().error.faltantes).toEqual([tintaFaltante(c, 6.5)])

    await call(t, admin, 'POST', `/api/produtos/${c.tinta.id}/estoque/entradas`, { quantidade: 0.25 })
    expect((await faltante(admin, o.id)).faltantes).toEqual([])
    const concluida = await move(admin, o.id, 'concluido')
    expect(concluida.statusCode, concluida.body).toBe(200)
    expect((await produto(admin, c.tinta.id)).estoque_atual).toBe(0)
  })

  it('in a bulk change, skips the OS with short parts with the reason and concludes the others', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const curta = await osEmExecucao(admin, c)
    const filtro = await create(t, admin, '/api/produtos', {
      sku: 'FILTRO',
      descricao: 'Filtro de óleo',
      preco_publico: 3000,
      controla_estoque: true,
      estoque_atual: 10,
    })
    const ok = await create(t, admin, '/api/os', {
      cliente_id: c.cliente.id,
      itens: [{ tipo: 'produto', referencia_id: filtro.id, quantidade: 1, valor_unitario: 3000 }],
    })
    for (const s of ['orcamento_enviado', 'aprovado', 'em_execucao']) await move(admin, ok.id, s)
    await proibirNegativo(admin)

    const res = await call(t, admin, 'POST', '/api/os/status', {
      ids: [curta.id, ok.id],
      status: 'concluido',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      updated: [ok.id],
      skipped: [
        {
          id: curta.id,
          numero_os: curta.numero_os,
          motivo: 'Estoque insuficiente para concluir: Tinta prata 1L (necessário 6,75 L, em estoque 5 L)',
        },
      ],
    })
    expect((await call(t, admin, 'GET', `/api/os/${curta.id}`)).json().status).toBe('em_execucao')
    expect((await produto(admin, c.tinta.id)).estoque_atual).toBe(5)
    expect((await produto(admin, filtro.id)).estoque_atual).toBe(9)
  })
})

describe('GET /api/os/:id/estoque-faltante', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/os/${id}/estoque-faltante`,
    permission: ['os', 'view'],
    createRecord: async (owner) => (await create(t, owner, '/api/os', {})).id,
  })

  it('answers 400 for an id that is not a uuid', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/os/abc/estoque-faltante')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.id).toBe('Registro não encontrado')
  })
})
