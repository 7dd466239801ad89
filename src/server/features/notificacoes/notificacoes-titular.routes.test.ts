import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOME_ANONIMIZADO } from '../../../shared/titular/titular'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { cpfUnico } from '../titular/titular-fixtures'
import { AGORA, marcarAt, noBanco, notificacoesAt } from './notificacoes-fixtures'

// The bell's data-subject requests (LGPD): open ones whose 15-day deadline is 5 days away or less, or past.
// "Now" is 23:30 of 14/03/2026 in São Paulo, already the 15th in UTC.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PRIVACIDADE = '/configuracoes?aba=privacidade'
type Item = { id: string; tipo: string; titulo: string; texto: string; data: string; lida: boolean }
type View = { items: Item[] }
const doTitular = (view: View) => view.items.filter((i) => i.tipo === 'solicitacao_titular')
const ids = (view: View) => doTitular(view).map((i) => i.id)
/** The bell's order: newest situation first, then by key (two deadlines on one day begin together). */
const naOrdem = <T extends { id: string; data: string }>(items: T[]) =>
  [...items].sort((a, b) => Date.parse(b.data) - Date.parse(a.data) || a.id.localeCompare(b.id))

/** A new customer's request registered at the counter, then its deadline (and creation, 15 days before) set. */
async function pedido(admin: TestUser, nome: string, tipo: string, prazo: string) {
  const cliente = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: cpfUnico(),
    nome_razao: nome,
  })
  const s = await create(t, admin, `/api/clientes/${cliente.id}/solicitacoes-titular`, { tipo })
  await noBanco(
    t,
    admin.empresaId,
    sql`update solicitacoes_titular set prazo_em = ${prazo}::timestamptz,
      criado_em = ${prazo}::timestamptz - interval '15 days' where id = ${s.id}`,
  )
  return { id: s.id as string, clienteId: cliente.id as string }
}

async function prepare() {
  const { admin, empresaId } = await buildCompany(t)
  // 19/03 12:00 local: 5 days away.
  const cincoDias = await pedido(admin, 'Joana Prazo Curto', 'exportacao', '2026-03-19T15:00:00Z')
  // 19/03 23:00 local (the 20th in UTC): still 5 days away in the company's zone.
  const fimDoDia = await pedido(admin, 'Paulo Fim do Dia', 'correcao', '2026-03-20T02:00:00Z')
  // 20/03 00:30 local: 6 days away, not yet.
  const seisDias = await pedido(admin, 'Rita Seis Dias', 'exportacao', '2026-03-20T03:30:00Z')
  const dezDias = await pedido(admin, 'Caio Dez Dias', 'exclusao', '2026-03-24T15:00:00Z')
  const hoje = await pedido(admin, 'Lia Vence Hoje', 'exportacao', '2026-03-14T20:00:00Z')
  const vencido = await pedido(admin, 'Davi Atrasado', 'exclusao', '2026-03-11T15:00:00Z')
  const concluido = await pedido(admin, 'Bia Atendida', 'exportacao', '2026-03-13T15:00:00Z')
  const recusado = await pedido(admin, 'Edu Recusado', 'exclusao', '2026-03-16T15:00:00Z')
  const concluir = await call(t, admin, 'POST', `/api/solicitacoes-titular/${concluido.id}/concluir`, {})
  expect(concluir.statusCode, concluir.body).toBe(200)
  const recusar = await call(t, admin, 'POST', `/api/solicitacoes-titular/${recusado.id}/recusar`, {
    resposta: 'Há OS em garantia',
  })
  expect(recusar.statusCode, recusar.body).toBe(200)

  const intruso = await buildCompany(t)
  const deFora = await pedido(intruso.admin, 'Outra Oficina', 'exclusao', '2026-03-15T15:00:00Z')
  return { admin, empresaId, cincoDias, fimDoDia, seisDias, dezDias, hoje, vencido, intruso, deFora }
}

let d: Awaited<ReturnType<typeof prepare>>

describe('GET /api/notificacoes: data-subject requests (LGPD)', () => {
  beforeAll(async () => {
    d = await prepare()
  })

  it('shows the open requests due within 5 days (company zone) or overdue, newest situation first', async () => {
    const view = await notificacoesAt(t, d.admin, AGORA)
    expect(doTitular(view)).toEqual(
      naOrdem([
        {
          id: `solicitacao-titular:${d.hoje.id}`,
          tipo: 'solicitacao_titular',
          titulo: 'Pedido LGPD: vence hoje',
          texto: 'Lia Vence Hoje: exportação dos dados (prazo 14/03/2026)',
          link: PRIVACIDADE,
          data: '2026-03-09T03:00:00.000Z', // 5 days before the deadline's day, at local midnight
          lida: false,
          quantidade: null,
        },
        {
          id: `solicitacao-titular:${d.cincoDias.id}`,
          tipo: 'solicitacao_titular',
          titulo: 'Pedido LGPD: faltam 5 dias',
          texto: 'Joana Prazo Curto: exportação dos dados (prazo 19/03/2026)',
          link: PRIVACIDADE,
          data: '2026-03-14T03:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `solicitacao-titular:${d.fimDoDia.id}`,
          tipo: 'solicitacao_titular',
          titulo: 'Pedido LGPD: faltam 5 dias',
          texto: 'Paulo Fim do Dia: correção dos dados (prazo 19/03/2026)',
          link: PRIVACIDADE,
          data: '2026-03-14T03:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `solicitacao-titular-vencida:${d.vencido.id}`,
          tipo: 'solicitacao_titular',
          titulo: 'Pedido LGPD vencido há 3 dias',
          texto: 'Davi Atrasado: exclusão dos dados (prazo 11/03/2026)',
          link: PRIVACIDADE,
          data: '2026-03-12T03:00:00.000Z', // the day after the deadline
          lida: false,
          quantidade: null,
        },
      ]),
    )
    // 6 and 10 days away, answered or refused: not in the bell.
    const fora = [d.seisDias.id, d.dezDias.id]
    expect(ids(view).some((id) => fora.some((f) => id.endsWith(f)))).toBe(false)
  })

  it('gives them only to admins, who answer the requests', async () => {
    for (const role of ['gerente', 'operador', 'tecnico'] as const) {
      const user = await buildUser(t, d.empresaId, role)
      expect(ids(await notificacoesAt(t, user, AGORA)), role).toEqual([])
    }
  })

  it("never shows another company's requests", async () => {
    expect(ids(await notificacoesAt(t, d.intruso.admin, AGORA))).toEqual([
      `solicitacao-titular:${d.deFora.id}`,
    ])
    expect(ids(await notificacoesAt(t, d.admin, AGORA)).some((id) => id.endsWith(d.deFora.id))).toBe(false)
  })

  it('leaves the bell once answered, and turns unread again when a read one becomes overdue', async () => {
    await marcarAt(t, d.admin, {}, AGORA)
    const res = await call(t, d.admin, 'POST', `/api/solicitacoes-titular/${d.hoje.id}/concluir`, {})
    expect(res.statusCode, res.body).toBe(200)
    // 20/03 10:00 local: the 19th's deadlines passed, the one of 20/03 00:30 is today's.
    const depois = await notificacoesAt(t, d.admin, new Date('2026-03-20T13:00:00Z'))
    const vencida = (id: string) => `solicitacao-titular-vencida:${id}`
    expect(doTitular(depois).map(({ id, titulo, data, lida }) => ({ id, titulo, data, lida }))).toEqual(
      naOrdem([
        // Overdue since 20/03: a new situation, after the mark.
        {
          id: vencida(d.cincoDias.id),
          titulo: 'Pedido LGPD vencido há 1 dia',
          data: '2026-03-20T03:00:00.000Z',
          lida: false,
        },
        {
          id: vencida(d.fimDoDia.id),
          titulo: 'Pedido LGPD vencido há 1 dia',
          data: '2026-03-20T03:00:00.000Z',
          lida: false,
        },
        {
          id: `solicitacao-titular:${d.dezDias.id}`,
          titulo: 'Pedido LGPD: faltam 4 dias',
          data: '2026-03-19T03:00:00.000Z',
          lida: false,
        },
        // 5 days away since the midnight after the mark (23:30 of 14/03).
        {
          id: `solicitacao-titular:${d.seisDias.id}`,
          titulo: 'Pedido LGPD: vence hoje',
          data: '2026-03-15T03:00:00.000Z',
          lida: false,
        },
        {
          id: vencida(d.vencido.id),
          titulo: 'Pedido LGPD vencido há 9 dias',
          data: '2026-03-12T03:00:00.000Z',
          lida: true,
        },
      ]),
    )
  })

  it('names an anonymised customer by the marker, and sums more than 5 into one item', async () => {
    const anonimo = await pedido(d.admin, 'Nina Anônima', 'exclusao', '2026-03-17T15:00:00Z')
    const res = await call(t, d.admin, 'POST', `/api/clientes/${anonimo.clienteId}/anonimizar`, {
      confirmacao: 'ANONIMIZAR',
    })
    expect(res.statusCode, res.body).toBe(200)
    const item = doTitular(await notificacoesAt(t, d.admin, AGORA)).find((i) => i.id.endsWith(anonimo.id))
    expect(item).toMatchObject({
      titulo: 'Pedido LGPD: faltam 3 dias',
      texto: `${NOME_ANONIMIZADO}: exclusão dos dados (prazo 17/03/2026)`,
    })

    // At 20/03: the 5 of the last test and this one, overdue since 18/03.
    const [resumo, ...outros] = doTitular(await notificacoesAt(t, d.admin, new Date('2026-03-20T13:00:00Z')))
    expect(outros).toEqual([])
    expect(resumo).toEqual({
      // Keyed and dated by its newest situation: one of the two overdue since 20/03.
      id: expect.stringMatching(new RegExp(`^solicitacoes-titular:(${d.cincoDias.id}|${d.fimDoDia.id})$`)),
      tipo: 'solicitacao_titular',
      titulo: '6 pedidos LGPD perto do prazo',
      texto: 'Prazo legal de 15 dias: vencem em até 5 dias ou já venceram',
      link: PRIVACIDADE,
      data: '2026-03-20T03:00:00.000Z',
      lida: false,
      quantidade: 6,
    })
  })
})
