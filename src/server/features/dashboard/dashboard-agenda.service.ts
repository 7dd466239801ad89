import { and, asc, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm'
import {
  type DashboardAgendaView,
  PROXIMOS_NO_CARD,
} from '../../../shared/dashboard/dashboard-agenda.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { Executor } from '../../db/client'
import { agendamentos, clientes, revisoes } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'

/**
 * GET /api/dashboard/agenda: today's appointments (the company's calendar day, as a range on inicio so
 * agendamentos_inicio_idx answers it) and the open revisions due this month or overdue. Apart from
 * GET /api/dashboard so its single statement and the first load's JS stay as they are.
 */
export function getDashboardAgenda(db: Executor, tenant: Tenant): Promise<DashboardAgendaView> {
  return readTenant(db, tenant, async (tx) => {
    const fuso = tenant.empresa.fuso_horario
    const hoje = todayInTimeZone(fuso)
    const inicioDia = sql`(${hoje}::date)::timestamp at time zone ${fuso}`
    const fimDia = sql`(${hoje}::date + 1)::timestamp at time zone ${fuso}`
    const doDia = and(
      eq(agendamentos.empresa_id, tenant.empresaId),
      gte(agendamentos.inicio, inicioDia),
      lt(agendamentos.inicio, fimDia),
      ne(agendamentos.status, 'cancelado'),
    )
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(agendamentos).where(doDia)
    const proximos = await tx
      .select({
        id: agendamentos.id,
        inicio: agendamentos.inicio,
        cliente: clientes.nome_razao,
        status: agendamentos.status,
      })
      .from(agendamentos)
      .innerJoin(
        clientes,
        and(eq(clientes.empresa_id, agendamentos.empresa_id), eq(clientes.id, agendamentos.cliente_id)),
      )
      // Still ahead today: not finished with (arrived or no-show) and not yet past.
      .where(
        and(
          doDia,
          notInArray(agendamentos.status, ['chegou', 'nao_compareceu']),
          gte(agendamentos.inicio, sql`now()`),
        ),
      )
      .orderBy(asc(agendamentos.inicio), asc(agendamentos.id))
      .limit(PROXIMOS_NO_CARD)
    const inicioMes = `${hoje.slice(0, 8)}01`
    const [revs] = await tx
      .select({
        mes: sql<number>`count(*) filter (where ${revisoes.vence_em} >= ${inicioMes}::date
          and ${revisoes.vence_em} < (${inicioMes}::date + interval '1 month'))::int`,
        vencidas: sql<number>`count(*) filter (where ${revisoes.vence_em} < ${hoje}::date)::int`,
      })
      .from(revisoes)
      .where(and(eq(revisoes.empresa_id, tenant.empresaId), ne(revisoes.situacao, 'concluida')))
    return {
      hoje,
      agendamentos_hoje: Number(total),
      proximos: proximos.map((p) => ({ ...p, inicio: p.inicio.toISOString() })),
      revisoes_mes: Number(revs.mes),
      revisoes_vencidas: Number(revs.vencidas),
    }
  })
}
