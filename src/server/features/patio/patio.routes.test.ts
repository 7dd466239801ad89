import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { LIMITE_POR_COLUNA } from '../../../shared/patio/patio'
import type { PatioCartao, PatioView } from '../../../shared/patio/patio.schemas'
import { os } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { multipart, PNG_1X1 } from '../../test/multipart'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 86_400_000
const dia = (offset: number) =>
  new Date(Date.parse(todayInTimeZone()) + offset * DAY).toISOString().slice(0, 10)
const TOTAL = 52980 // osBody: R$ 350,00 + 2 × R$ 89,90

async function patio(user: TestUser, query = ''): Promise<PatioView> {
  const res = await call(t, user, 'GET', `/api/patio${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const numeros = (view: PatioView) =>
  Object.fromEntries(view.colunas.map((c) => [c.status, c.cards.map((card) => card.numero_os)]))
const cartao = (view: PatioView, id: string) =>
  view.colunas.flatMap((c) => c.cards).find((card) => card.id === id) as PatioCartao

async function mover(user: TestUser, id: string, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await call(t, user, 'POST', `/api/os/${id}/status`, { status, observacao: 'Teste' })
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200)
  }
}

/** One OS in each board status (two in Aprovado, one of them late), plus a delivered and a cancelled one. */
async function seed(admin: TestUser) {
  const c: Catalogo = await buildCatalogo(t, admin)
  const tecnico = await create(t, admin, '/api/tecnicos', { nome: 'Carlos Souza' })
  const nova = (extra: object = {}) => create(t, admin, '/api/os', osBody(c, extra))
  const rascunho = await nova({ previsao_entrega: dia(-1) })
  const enviada = await nova()
  const aprovada = await nova({ previsao_entrega: dia(3) })
  const atrasada = await nova({ previsao_entrega: dia(-2) })
  const emExecucao = await nova({
    tecnico_responsavel_id: tecnico.id,
    prioridade: 'alta',
    previsao_entrega: dia(0),
  })
  const pausada = await nova()
  const concluida = await nova({ previsao_entrega: dia(-5) })
  const entregue = await nova()
  const cancelada = await nova()
  await mover(admin, enviada.id, 'orcamento_enviado')
  await mover(admin, aprovada.id, 'orcamento_enviado', 'aprovado')
  await mover(admin, atrasada.id, 'orcamento_enviado', 'aprovado')
  await mover(admin, emExecucao.id, 'orcamento_enviado', 'aprovado', 'em_execucao')
  await mover(admin, pausada.id, 'orcamento_enviado', 'aprovado', 'em_execucao', 'aguardando_peca')
  await mover(admin, concluida.id, 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido')
  await mover(admin, entregue.id, 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido', 'entregue')
  await mover(admin, cancelada.id, 'cancelado')
  return {
    c,
    tecnico,
    rascunho,
    enviada,
    aprovada,
    atrasada,
    emExecucao,
    pausada,
    concluida,
    entregue,
    cancelada,
  }
}

describe('GET /api/patio', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/patio?tecnico_id=nao-e-um-id',
    permission: ['os', 'view'],
    badBody: { body: undefined, field: 'tecnico_id', message: 'Técnico não encontrado' },
  })

  it('answers 400 in Portuguese for a bad priority or flag', async () => {
    const { admin } = await buildCompany(t)
    const prioridade = await call(t, admin, 'GET', '/api/patio?prioridade=urgente')
    expect(prioridade.statusCode).toBe(400)
    expect(prioridade.json().error.fields.prioridade).toBe('Prioridade inválida')
    const atrasadas = await call(t, admin, 'GET', '/api/patio?atrasadas=sim')
    expect(atrasadas.json().error.fields.atrasadas).toBe('Filtro inválido')
  })

  it('shows one column per open status with its count, total and cards; never another company’s', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const outra = await buildCompany(t)
    const alheia = await create(t, outra.admin, '/api/os', osBody(await buildCatalogo(t, outra.admin)))

    const view = await patio(admin)
    expect(view.hoje).toBe(todayInTimeZone())
    expect(view.colunas.map((c) => [c.status, c.label, c.quantidade, c.total])).toEqual([
      ['rascunho', 'Rascunho', 1, TOTAL],
      ['orcamento_enviado', 'Orçamento Enviado', 1, TOTAL],
      ['aprovado', 'Aprovado', 2, 2 * TOTAL],
      ['em_execucao', 'Em Execução', 1, TOTAL],
      ['aguardando_peca', 'Aguardando Peça', 1, TOTAL],
      ['concluido', 'Concluído', 1, TOTAL],
    ])
    // The nearest forecast first.
    expect(numeros(view).aprovado).toEqual([s.atrasada.numero_os, s.aprovada.numero_os])
    expect(cartao(view, s.emExecucao.id)).toEqual({
      id: s.emExecucao.id,
      numero_os: s.emExecucao.numero_os,
      status: 'em_execucao',
      prioridade: 'alta',
      cliente_nome: 'Maria Aparecida da Silva',
      veiculo: { descricao: 'Fiat Uno', placa: 'ABC1D23' },
      tecnico: { id: s.tecnico.id, nome: 'Carlos Souza' },
      previsao_entrega: dia(0),
      prazo: { texto: 'Vence hoje', tom: 'hoje' },
      total_geral: TOTAL,
      fotos: 0,
      // The two concluded OS took 4 of the 5 L of paint: the 2 L this one needs are short.
      alertas: { orcamento_recusado: false, atrasada: false, pecas_faltando: true },
    })
    expect(cartao(view, s.aprovada.id).prazo).toEqual({ texto: '3 d restantes', tom: 'em_dia' })
    expect(cartao(view, s.enviada.id).prazo).toEqual({ texto: '0 d aberto', tom: 'sem_previsao' })
    // Concluded: no deadline any more, whatever its forecast.
    expect(cartao(view, s.concluida.id)).toMatchObject({
      prazo: null,
      alertas: { atrasada: false, pecas_faltando: false },
    })
    const ids = view.colunas.flatMap((c) => c.cards.map((card) => card.id))
    expect(ids).not.toContain(s.entregue.id)
    expect(ids).not.toContain(s.cancelada.id)
    expect(ids).not.toContain(alheia.id)
    expect((await patio(outra.admin)).colunas.map((c) => c.quantidade)).toEqual([1, 0, 0, 0, 0, 0])
  })

  it('filters by technician, priority, overdue and the OS list’s search', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const cards = async (query: string) =>
      (await patio(admin, query)).colunas.flatMap((c) => c.cards.map((card) => card.numero_os)).sort()
    expect(await cards(`?tecnico_id=${s.tecnico.id}`)).toEqual([s.emExecucao.numero_os])
    expect(await cards('?prioridade=alta')).toEqual([s.emExecucao.numero_os])
    const atrasadas = await patio(admin, '?atrasadas=true')
    expect(atrasadas.colunas.map((c) => c.quantidade)).toEqual([1, 0, 1, 0, 0, 0])
    expect(numeros(atrasadas).aprovado).toEqual([s.atrasada.numero_os])
    expect(atrasadas.colunas[2].total).toBe(TOTAL)
    expect(await cards('?atrasadas=false')).toHaveLength(7)
    expect(await cards(`?q=${s.pausada.numero_os.toLowerCase()}`)).toEqual([s.pausada.numero_os])
    expect(await cards('?q=ABC-1D23')).toHaveLength(7)
    expect(await cards('?q=maria')).toHaveLength(7)
    expect(await cards('?q=ninguem')).toEqual([])
  })

  it('flags a refused quote, short parts and counts photos', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const recusada = await create(t, admin, '/api/os', osBody(c))
    await mover(admin, recusada.id, 'orcamento_enviado')
    const { token } = (await call(t, admin, 'POST', `/api/os/${recusada.id}/link`)).json()
    const recusa = await t.app.inject({
      method: 'POST',
      url: `/api/public/orcamentos/${token}/recusar`,
      payload: { nome: 'Maria', motivo: 'Caro' },
    })
    expect(recusa.statusCode, recusa.body).toBe(200)
    // 6 L of paint against the 5 L in stock; the others need 2 L each.
    const curta = await create(t, admin, '/api/os', {
      ...osBody(c),
      itens: [{ tipo: 'produto', referencia_id: c.tinta.id, quantidade: 6, valor_unitario: 8990 }],
    })
    const comFotos = await create(t, admin, '/api/os', osBody(c))
    for (const tipo of ['antes', 'depois']) {
      const body = multipart([
        { name: 'tipo', value: tipo },
        { name: 'arquivo', filename: 'f.png', type: 'image/png', data: PNG_1X1 },
      ])
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/os/${comFotos.id}/fotos`,
        headers: { 'content-type': body.contentType, cookie: admin.cookie },
        payload: body.payload,
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const view = await patio(admin)
    expect(cartao(view, recusada.id).alertas).toEqual({
      orcamento_recusado: true,
      atrasada: false,
      pecas_faltando: false,
    })
    expect(cartao(view, curta.id).alertas.pecas_faltando).toBe(true)
    expect(cartao(view, comFotos.id)).toMatchObject({ fotos: 2, alertas: { pecas_faltando: false } })
  })

  it('caps the cards of a column while its count and total cover every OS', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const quantas = LIMITE_POR_COLUNA + 5
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.insert(os).values(
        Array.from({ length: quantas }, (_, i) => ({
          empresa_id: empresaId,
          numero_os: `OS-TESTE-${i}-${randomBytes(3).toString('hex')}`,
          data_abertura: dia(0),
          total_geral: 100,
        })),
      ),
    )
    const [rascunho] = (await patio(admin)).colunas
    expect(rascunho).toMatchObject({ quantidade: quantas, total: quantas * 100 })
    expect(rascunho.cards).toHaveLength(LIMITE_POR_COLUNA)
  })

  it('follows a move made through POST /api/os/:id/status', async () => {
    const { admin } = await buildCompany(t)
    const o = await create(t, admin, '/api/os', osBody(await buildCatalogo(t, admin)))
    await mover(admin, o.id, 'orcamento_enviado', 'aprovado')
    expect(numeros(await patio(admin)).aprovado).toEqual([o.numero_os])
    await mover(admin, o.id, 'em_execucao')
    const view = await patio(admin)
    expect(numeros(view).aprovado).toEqual([])
    expect(numeros(view).em_execucao).toEqual([o.numero_os])
  })

  it('gives a técnico and a role without Cadastros exactly what the OS list gives them', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const s = await seed(admin)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    await setPermission(t, empresaId, 'operador', 'cadastros', { can_view: false })
    await setPermission(t, empresaId, 'operador', 'contas_receber', { can_view: false })
    const operador = await buildUser(t, empresaId, 'operador')
    for (const user of [tecnico, operador]) {
      const lista = (await call(t, user, 'GET', `/api/os?q=${s.emExecucao.numero_os}`)).json()
      const item = lista.items[0]
      const card = cartao(await patio(user), s.emExecucao.id)
      expect(card).toMatchObject({
        cliente_nome: item.cliente_nome,
        total_geral: item.total_geral,
        tecnico: { nome: item.tecnico_nome },
        veiculo: { placa: item.veiculo.placa },
      })
      // Contact fields and receivables are never on a card.
      expect(JSON.stringify(card)).not.toMatch(/celular|telefone|email|titulos|97162/)
    }
  })
})
