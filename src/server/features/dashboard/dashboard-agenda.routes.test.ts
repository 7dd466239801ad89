import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DashboardAgendaView } from '../../../shared/dashboard/dashboard-agenda.schemas'
import { queryRows } from '../../db/client'
import { agendamentos, revisoes } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const MIN = 60_000

/** Appointments around the company's today (São Paulo by default) and revisions around this month. */
async function seed() {
  const company = await buildCompany(t)
  const { admin, empresaId } = company
  const c = await buildCatalogo(t, admin)
  const os = await create(t, admin, '/api/os', osBody(c))
  await withTenant(t.handle.db, { empresaId }, async (tx) => {
    const [{ inicio, fim, hoje, fim_mes }] = await queryRows<{
      inicio: string
      fim: string
      hoje: string
      fim_mes: string
    }>(
      tx,
      sql`select
        (d::timestamp at time zone 'America/Sao_Paulo')::text as inicio,
        ((d + 1)::timestamp at time zone 'America/Sao_Paulo')::text as fim, d::text as hoje,
        (date_trunc('month', d) + interval '1 month - 1 day')::date::text as fim_mes
        from (select (now() at time zone 'America/Sao_Paulo')::date as d) x`,
    )
    const comeco = new Date(inicio).getTime()
    const fimDoDia = new Date(fim).getTime()
    // Between now and midnight: always still today and still ahead.
    const adiante = new Date(Date.now() + (fimDoDia - Date.now()) / 2)
    const base = { empresa_id: empresaId, cliente_id: c.cliente.id, motivo: 'Revisão' }
    await tx.insert(agendamentos).values([
      { ...base, inicio: new Date(comeco + MIN), status: 'chegou' },
      { ...base, inicio: adiante, status: 'confirmado' },
      { ...base, inicio: adiante, status: 'cancelado' },
      { ...base, inicio: new Date(fimDoDia + 60 * MIN) },
      { ...base, inicio: new Date(comeco - 60 * MIN) },
    ])
    const rev = { empresa_id: empresaId, veiculo_id: c.veiculo.id, cliente_id: c.cliente.id, os_id: os.id }
    await tx.insert(revisoes).values([
      { ...rev, servico_id: c.funilaria.id, data_prevista: fim_mes },
      { ...rev, servico_id: c.pintura.id, data_prevista: '2020-01-10' },
      { ...rev, servico_id: c.funilaria.id, data_prevista: hoje, situacao: 'concluida' },
    ])
  })
  return company
}

describe('GET /api/dashboard/agenda', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/dashboard/agenda',
    permission: ['agenda', 'view'],
  })

  it("counts today's appointments, lists the next ones and the revisions due this month and overdue", async () => {
    const { admin } = await seed()
    const res = await call(t, admin, 'GET', '/api/dashboard/agenda')
    expect(res.statusCode, res.body).toBe(200)
    const view: DashboardAgendaView = res.json()
    expect(view.agendamentos_hoje).toBe(2)
    expect(view.proximos).toEqual([
      expect.objectContaining({ status: 'confirmado', cliente: expect.any(String) }),
    ])
    expect(view.revisoes_mes).toBe(1)
    expect(view.revisoes_vencidas).toBe(1)
  })

  it("shows nothing of another company's agenda", async () => {
    await seed()
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/dashboard/agenda')
    expect(res.json()).toMatchObject({
      agendamentos_hoje: 0,
      proximos: [],
      revisoes_mes: 0,
      revisoes_vencidas: 0,
    })
  })

  it('answers 403 to a Técnico whose agenda view was removed', async () => {
    const { empresaId } = await seed()
    await setPermission(t, empresaId, 'tecnico', 'agenda', { can_view: false })
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    expect((await call(t, tecnico, 'GET', '/api/dashboard/agenda')).statusCode).toBe(403)
  })
})
