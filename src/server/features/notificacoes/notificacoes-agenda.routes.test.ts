import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPlaca } from '../../../shared/formatos/exibir'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { agendar, type Cenario, cenario } from '../agenda/agenda-fixtures'
import { linkDe } from '../agenda/agendamento-links.fixtures'
import { marcarAt, noBanco, notificacoesAt } from './notificacoes-fixtures'

// Issue 27 item 6: the bell's agenda items, from appointments booked through the API.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** 10:00 of 14/03/2026 in São Paulo (UTC-3): the appointments below are times of that morning. */
const AGORA = new Date('2026-03-14T13:00:00Z')
const HOJE = '2026-03-14'
const minutosDepois = (min: number) => new Date(AGORA.getTime() + min * 60_000)
const QUEM = `Maria Aparecida da Silva · ${formatPlaca('ABC1D23')}`

type Item = { id: string; tipo: string; lida: boolean }
type View = { items: Item[] }
const doTipo = (view: View, tipo: string) => view.items.filter((i) => i.tipo === tipo).map((i) => i.id)
const daAgenda = (view: View) =>
  view.items.filter((i) => /agendamento|reagendamento/.test(i.tipo)).map((i) => i.id)

/** A booking at `hora` of `data` (company zone), without a technician, booked on 01/03 unless told. */
async function marcar(
  user: TestUser,
  c: Cenario,
  hora: string,
  data = HOJE,
  criadoEm = '2026-03-01T12:00:00Z',
) {
  const { agendamento } = await agendar(t, user, c, { data, hora, tecnico_id: null })
  await noBanco(
    t,
    user.empresaId,
    sql`update agendamentos set criado_em = ${criadoEm}::timestamptz where id = ${agendamento.id}`,
  )
  return agendamento
}

/** The customer's request for another time, through the appointment's link, dated `quando`. */
async function pedirOutroHorario(user: TestUser, id: string, mensagem: string, quando: string) {
  const { token } = await linkDe(t, user, id)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/agendamentos/${token}/reagendar`,
    payload: { mensagem },
  })
  expect(res.statusCode, res.body).toBe(200)
  await noBanco(
    t,
    user.empresaId,
    sql`update agendamentos set reagendamento_pedido_em = ${quando}::timestamptz where id = ${id}`,
  )
}

const proximo = (a: { id: string }, inicio: Date) => `agendamento-proximo:${a.id}:${inicio.toISOString()}`
const semChegada = (a: { id: string }, inicio: Date) =>
  `agendamento-sem-chegada:${a.id}:${inicio.toISOString()}`

/**
 * One company's morning: 10:30 and 12:00 (and a cancelled 10:30), 09:40 still booked and 09:00 confirmed
 * (late), 09:50 (within the tolerance), yesterday's 15:00 never marked; a request for another time this
 * week and one too old. Another company with its own 10:30 and late 09:30.
 */
async function prepare() {
  const { admin, empresaId } = await buildCompany(t)
  const c = await cenario(t, admin)
  const em30 = await marcar(admin, c, '10:30')
  const em2h = await marcar(admin, c, '12:00')
  const cancelado = await marcar(admin, c, '10:30')
  await call(t, admin, 'POST', `/api/agendamentos/${cancelado.id}/status`, { status: 'cancelado', versao: 1 })
  // Booked at 09:45 for 10:40: news when booked, not an hour before.
  const deUltimaHora = await marcar(admin, c, '10:40', HOJE, '2026-03-14T12:45:00Z')
  const atrasado = await marcar(admin, c, '09:40')
  const confirmado = await marcar(admin, c, '09:00')
  await call(t, admin, 'POST', `/api/agendamentos/${confirmado.id}/status`, {
    status: 'confirmado',
    versao: 1,
  })
  const recente = await marcar(admin, c, '09:50')
  const ontem = await marcar(admin, c, '15:00', '2026-03-13')
  const reagendar = await marcar(admin, c, '09:00', '2026-03-16')
  await pedirOutroHorario(admin, reagendar.id, 'Pode ser sexta às 14h?', '2026-03-13T18:00:00Z')
  const antigo = await marcar(admin, c, '09:00', '2026-03-20')
  await pedirOutroHorario(admin, antigo.id, 'Outro dia', '2026-03-01T12:00:00Z')

  const intruso = await buildCompany(t)
  const ci = await cenario(t, intruso.admin)
  const deFora = [await marcar(intruso.admin, ci, '10:30'), await marcar(intruso.admin, ci, '09:30')]
  return {
    admin,
    empresaId,
    intruso,
    deFora,
    em30,
    em2h,
    cancelado,
    deUltimaHora,
    atrasado,
    confirmado,
    recente,
    ontem,
    reagendar,
  }
}

let d: Awaited<ReturnType<typeof prepare>>

describe('GET /api/notificacoes: the agenda', () => {
  beforeAll(async () => {
    d = await prepare()
  })

  it('shows the next hour, the late customers of today and the requests of the week, newest first', async () => {
    const view = await notificacoesAt(t, d.admin, AGORA)
    const agenda = view.items.filter((i: Item) => daAgenda(view).includes(i.id))
    expect(agenda).toEqual([
      {
        id: semChegada(d.atrasado, minutosDepois(-20)),
        tipo: 'agendamento_sem_chegada',
        titulo: 'Não compareceu?',
        texto: `09:40 · ${QUEM}: marque Chegou ou Não compareceu`,
        link: `/agenda?visao=dia&data=${HOJE}`,
        data: '2026-03-14T12:55:00.000Z', // 15 minutes after it started
        lida: false,
        quantidade: null,
      },
      {
        id: proximo(d.deUltimaHora, minutosDepois(40)),
        tipo: 'agendamento_proximo',
        titulo: 'Agendamento na próxima hora',
        texto: `10:40 · ${QUEM}: Revisão dos 20 mil km`,
        link: `/agenda?visao=dia&data=${HOJE}`,
        data: '2026-03-14T12:45:00.000Z',
        lida: false,
        quantidade: null,
      },
      {
        id: proximo(d.em30, minutosDepois(30)),
        tipo: 'agendamento_proximo',
        titulo: 'Agendamento na próxima hora',
        texto: `10:30 · ${QUEM}: Revisão dos 20 mil km`,
        link: `/agenda?visao=dia&data=${HOJE}`,
        data: '2026-03-14T12:30:00.000Z', // an hour before it starts
        lida: false,
        quantidade: null,
      },
      {
        id: semChegada(d.confirmado, minutosDepois(-60)),
        tipo: 'agendamento_sem_chegada',
        titulo: 'Não compareceu?',
        texto: `09:00 · ${QUEM}: marque Chegou ou Não compareceu`,
        link: `/agenda?visao=dia&data=${HOJE}`,
        data: '2026-03-14T12:15:00.000Z',
        lida: false,
        quantidade: null,
      },
      {
        id: `reagendamento-pedido:${d.reagendar.id}:2026-03-13T18:00:00.000Z`,
        tipo: 'reagendamento_pedido',
        titulo: 'Pedido de novo horário',
        texto: `${QUEM}, 16/03/2026 às 09:00: “Pode ser sexta às 14h?”`,
        link: '/agenda?visao=dia&data=2026-03-16',
        data: '2026-03-13T18:00:00.000Z',
        lida: false,
        quantidade: null,
      },
    ])
  })

  it('follows the clock: at 11:05 12:00 is next, 09:50 to 10:40 are late, news after all was read', async () => {
    const lidas = await marcarAt(t, d.admin, {}, AGORA)
    expect(lidas.nao_lidas).toBe(0)
    const depois = await notificacoesAt(t, d.admin, minutosDepois(65))
    expect(doTipo(depois, 'agendamento_proximo')).toEqual([proximo(d.em2h, minutosDepois(120))])
    expect(depois.items.filter((i: Item) => !i.lida).map((i: Item) => i.id)).toEqual([
      proximo(d.em2h, minutosDepois(120)), // news at 11:00
      semChegada(d.deUltimaHora, minutosDepois(40)), // 10:55
      semChegada(d.em30, minutosDepois(30)), // 10:45
      semChegada(d.recente, minutosDepois(-10)), // 10:05
    ])
    // Those late since before the mark stay read.
    expect(doTipo(depois, 'agendamento_sem_chegada').slice(3)).toEqual([
      semChegada(d.atrasado, minutosDepois(-20)),
      semChegada(d.confirmado, minutosDepois(-60)),
    ])
  })

  it('gives the agenda items only to who may open the agenda', async () => {
    const tecnico = await buildUser(t, d.empresaId, 'tecnico')
    expect(daAgenda(await notificacoesAt(t, tecnico, AGORA))).toHaveLength(5)
    const operador = await buildUser(t, d.empresaId, 'operador')
    expect(daAgenda(await notificacoesAt(t, operador, AGORA))).toHaveLength(5)
    await setPermission(t, d.empresaId, 'operador', 'agenda', { can_view: false })
    expect(daAgenda(await notificacoesAt(t, operador, AGORA))).toEqual([])
  })

  it("never shows another company's appointments", async () => {
    const deles = await notificacoesAt(t, d.intruso.admin, AGORA)
    expect(daAgenda(deles)).toEqual([
      semChegada(d.deFora[1], minutosDepois(-30)),
      proximo(d.deFora[0], minutosDepois(30)),
    ])
    const nossos = daAgenda(await notificacoesAt(t, d.admin, AGORA))
    expect(nossos.some((id) => d.deFora.some((a) => id.includes(a.id)))).toBe(false)
  })

  it('keeps read marks per appointment and time: a moved appointment is news again', async () => {
    const user = await buildUser(t, d.empresaId, 'gerente')
    const chave = proximo(d.em30, minutosDepois(30))
    const marcado = await marcarAt(t, user, { ids: [chave] }, AGORA)
    expect(marcado.items.find((i: Item) => i.id === chave).lida).toBe(true)
    const res = await call(t, d.admin, 'PATCH', `/api/agendamentos/${d.em30.id}`, {
      hora: '10:45',
      versao: 1,
    })
    expect(res.statusCode, res.body).toBe(200)
    const movido = await notificacoesAt(t, user, AGORA)
    expect(movido.items.find((i: Item) => i.id === proximo(d.em30, minutosDepois(45)))?.lida).toBe(false)
  })

  it("stops asking once the appointment is marked 'Chegou' or 'Não compareceu'", async () => {
    const chegou = await call(t, d.admin, 'POST', `/api/agendamentos/${d.atrasado.id}/chegou`, { versao: 1 })
    expect(chegou.statusCode, chegou.body).toBe(200)
    const faltou = await call(t, d.admin, 'POST', `/api/agendamentos/${d.confirmado.id}/status`, {
      status: 'nao_compareceu',
      versao: 2,
    })
    expect(faltou.statusCode, faltou.body).toBe(200)
    expect(doTipo(await notificacoesAt(t, d.admin, AGORA), 'agendamento_sem_chegada')).toEqual([])
  })
})
