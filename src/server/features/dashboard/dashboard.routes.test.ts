import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import {
  faturar,
  faturarBody,
  moveOs,
  osEmExecucao,
  osFaturada,
  receber,
} from '../financeiro/financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

/**
 * "Today" for the KPIs: 23:30 of 14/03/2026 in São Paulo, already the 15th in UTC, so a window or an
 * overdue check taken in UTC would count differently. Only Date is faked, and only for the reading.
 */
const AGORA = new Date('2026-03-15T02:30:00Z')
const HOJE = '2026-03-14'

async function dashboardAt(user: TestUser) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(AGORA)
  try {
    const res = await call(t, user, 'GET', '/api/dashboard')
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  } finally {
    vi.useRealTimers()
  }
}

/**
 * A company built through the API, then its dates set by hand around HOJE (the API dates everything
 * with the real today): 6 rascunho, 1 em_execucao invoiced, 1 aguardando_peca, 2 concluded (one inside
 * the 30 days, one a second before them) and the inside one invoiced, 1 delivered (invoiced, one
 * instalment received), 1 concluded then cancelled. Plus another company that must not count.
 */
async function prepare() {
  const { admin, empresaId } = await buildCompany(t)
  const c = await buildCatalogo(t, admin)
  for (let i = 0; i < 6; i++) await create(t, admin, '/api/os', osBody(c))
  const e1 = await osEmExecucao(t, admin, c)
  const e1v = await faturar(t, admin, e1, faturarBody({ sinal: 10_000, parcelas: 2 }))
  await receber(t, admin, e1v.titulos[1].id, { valor: 5_000 })
  await receber(t, admin, e1v.titulos[2].id, { valor: 2_000 })
  await osEmExecucao(t, admin, c, 'aguardando_peca')
  const c1 = await osEmExecucao(t, admin, c, 'concluido')
  const c1v = await faturar(t, admin, c1, faturarBody({ sinal: 0, parcelas: 1 }))
  const c2 = await osEmExecucao(t, admin, c, 'concluido')
  const d1 = await osEmExecucao(t, admin, c)
  const d1v = await faturar(t, admin, d1, faturarBody({ sinal: 0, parcelas: 2 }))
  await receber(t, admin, d1v.titulos[0].id, { valor: d1v.titulos[0].valor })
  await moveOs(t, admin, d1, 'concluido', 'entregue')
  const x1 = await osEmExecucao(t, admin, c, 'concluido', 'cancelado')

  const [, e1a, e1b] = e1v.titulos
  await withTenant(t.handle.db, { empresaId }, async (tx) => {
    const titulo = (id: string, vencimento: string) =>
      tx.execute(sql`update ar_titulos set vencimento = ${vencimento} where id = ${id}`)
    const recebido = (tituloId: string, data: string) =>
      tx.execute(sql`update pagamentos set data_pagamento = ${data} where titulo_id = ${tituloId}`)
    const concluida = (osId: string, quando: string) =>
      tx.execute(sql`update os set data_conclusao = ${quando}::timestamptz where id = ${osId}`)
    await titulo(e1a.id, '2026-02-01')
    await titulo(e1b.id, '2026-03-01')
    await titulo(c1v.titulos[0].id, HOJE)
    await titulo(d1v.titulos[1].id, '2026-04-14')
    await recebido(e1v.titulos[0].id, '2026-03-15') // UTC's today: tomorrow in São Paulo
    await recebido(e1a.id, '2026-02-12') // the day before the window
    await recebido(e1b.id, '2026-02-13') // the window's first day
    await recebido(d1v.titulos[0].id, HOJE)
    await concluida(c1, '2026-02-13T03:00:00Z') // 13/02 00:00 in São Paulo: inside
    await concluida(c2, '2026-02-13T02:59:59Z') // 12/02 23:59:59 in São Paulo: outside
    await concluida(d1, '2026-03-15T02:00:00Z') // 14/03 23:00 in São Paulo: inside
    await concluida(x1, '2026-03-01T12:00:00Z') // inside, but cancelled
  })

  const intruso = await buildCompany(t)
  const outra = await osFaturada(t, intruso.admin)
  await receber(t, intruso.admin, outra.view.titulos[1].id, { valor: 1_000 })
  return { admin, empresaId, e1a, e1b, c1v, d1v }
}

describe('GET /api/dashboard', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/dashboard',
    permission: ['dashboard', 'view'],
  })

  let data: Awaited<ReturnType<typeof prepare>>
  beforeAll(async () => {
    data = await prepare()
  })

  it('answers the KPIs computed by hand for a fixed today', async () => {
    const { admin, e1a, e1b, c1v, d1v } = data
    const view = await dashboardAt(admin)
    expect(view.hoje).toBe(HOJE)
    const aberto = (x: { valor: number }, pago: number) => x.valor - pago
    expect({ ...view, recentes: undefined }).toEqual({
      hoje: HOJE,
      os_abertas: 8, // 6 rascunho + em_execucao + aguardando_peca
      em_execucao: 1,
      aguardando_peca: 1,
      concluidas_30d: 2, // c1 and d1; c2 a second early, x1 cancelled
      orcamentos_recusados: 0,
      financeiro: {
        recebido_30d: 2_000 + d1v.titulos[0].valor, // 13/02 and 14/03; not 12/02 nor 15/03
        a_receber: aberto(e1a, 5_000) + aberto(e1b, 2_000) + c1v.titulos[0].valor + d1v.titulos[1].valor,
        vencidos_valor: aberto(e1a, 5_000) + aberto(e1b, 2_000), // due 01/02 and 01/03; c1's is due today
        vencidos_quantidade: 2,
      },
      recentes: undefined,
    })
    expect(view.financeiro).toEqual({
      recebido_30d: 28_490,
      a_receber: 16_490 + 19_490 + 52_980 + 26_490,
      vencidos_valor: 35_980,
      vencidos_quantidade: 2,
    })
  })

  it('lists the 10 most recent OS as the OS list does, with the same open count', async () => {
    const { admin } = data
    const view = await dashboardAt(admin)
    const lista = (await call(t, admin, 'GET', '/api/os?pageSize=10')).json()
    expect(view.recentes).toHaveLength(10)
    expect(view.recentes).toEqual(lista.items)
    expect(view.os_abertas).toBe(lista.resumo.abertas)
  })

  it('hides the financial KPIs from a role without contas_receber view', async () => {
    const { admin, empresaId } = data
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const own = await dashboardAt(tecnico)
    expect(own.financeiro).toBeNull()
    expect(own).toMatchObject({ os_abertas: 8, em_execucao: 1, aguardando_peca: 1, concluidas_30d: 2 })
    const operador = await buildUser(t, empresaId, 'operador')
    expect((await dashboardAt(operador)).financeiro).not.toBeNull()
    await setPermission(t, empresaId, 'operador', 'contas_receber', { can_view: false })
    expect((await dashboardAt(operador)).financeiro).toBeNull()
    expect((await dashboardAt(admin)).financeiro).not.toBeNull()
  })

  it('answers zeros for a company without OS', async () => {
    const { admin } = await buildCompany(t)
    expect(await dashboardAt(admin)).toEqual({
      os_abertas: 0,
      em_execucao: 0,
      aguardando_peca: 0,
      concluidas_30d: 0,
      orcamentos_recusados: 0,
      financeiro: { recebido_30d: 0, a_receber: 0, vencidos_valor: 0, vencidos_quantidade: 0 },
      recentes: [],
      hoje: HOJE,
    })
  })
})
