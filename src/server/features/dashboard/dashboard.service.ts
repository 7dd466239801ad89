import { addDays, format, parseISO } from 'date-fns'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { DashboardView } from '../../../shared/financeiro/financeiro.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { can } from '../../../shared/permissoes/permissoes'
import { moduloNoPlano } from '../../../shared/planos/assinatura'
import { type Executor, executePrepared, queryRows } from '../../db/client'
import { os, osStatusContagens } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { type ResumoAbertos, recebidoNoPeriodo, resumoAbertos } from '../financeiro/resumo'
import { osOrderBy, presentRow, selectOsRows } from '../os/os-lista.service'

/** The window of "the last 30 days": today and the 29 days before it, in the company's calendar. */
export const DIAS_JANELA = 30

type Contagens = Omit<DashboardView, 'financeiro' | 'recentes' | 'hoje'>
type Kpis = Contagens & { financeiro: { faturamento_30d: number; abertos: ResumoAbertos } | null }

const count = (where: SQL | undefined) => sql`(select count(*) from ${os} where ${where})`
/** OS now in any of `status`, from the per-status counts kept by triggers (decision 012). */
const emStatus = (empresaId: string, status: SQL) =>
  sql`(select coalesce(sum(${osStatusContagens.quantidade}), 0) from ${osStatusContagens}
    where ${osStatusContagens.empresa_id} = ${empresaId} and ${osStatusContagens.status} ${status})`

/**
 * SPEC §9's seven KPIs as one JSON value of scalar subqueries, each answered from an index or a per-day
 * sum: the open statuses and the conclusion dates (indexes on `os`), receipts per day and open balances
 * per due date (kept by triggers, migration 0010). The financial part only for a user who may see it.
 */
function kpisOf(tenant: Tenant, hoje: string, comFinanceiro: boolean): SQL<Kpis> {
  const empresa = eq(os.empresa_id, tenant.empresaId)
  const inicio = format(addDays(parseISO(hoje), 1 - DIAS_JANELA), 'yyyy-MM-dd')
  const tz = tenant.empresa.fuso_horario
  // Midnights of the window in the company's zone, so the timestamp index serves the range.
  const desde = sql`(${inicio}::date::timestamp at time zone ${tz})`
  const ate = sql`((${hoje}::date + 1)::timestamp at time zone ${tz})`
  const financeiro = comFinanceiro
    ? sql`json_build_object(
        'faturamento_30d', ${recebidoNoPeriodo(tenant.empresaId, inicio, hoje)},
        'abertos', ${resumoAbertos(tenant.empresaId, hoje)})`
    : sql`null`
  return sql<Kpis>`(select json_build_object(
    'os_abertas', ${emStatus(tenant.empresaId, sql`not in ('concluido', 'entregue', 'cancelado')`)},
    'em_execucao', ${emStatus(tenant.empresaId, sql`= 'em_execucao'`)},
    'aguardando_peca', ${emStatus(tenant.empresaId, sql`= 'aguardando_peca'`)},
    'concluidas_30d', ${count(
      and(
        empresa,
        sql`${os.data_conclusao} >= ${desde} and ${os.data_conclusao} < ${ate}`,
        ne(os.status, 'cancelado'),
      ),
    )},
    'financeiro', ${financeiro}))`
}

/** GET /api/dashboard: the KPIs and the 10 most recent OS in one statement (two for a company without OS). */
export function getDashboard(db: Executor, tenant: Tenant): Promise<DashboardView> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    // Hidden as for a role without the view when the plan has no Contas a Receber (Básico, DESIGN §7).
    const comFinanceiro =
      can(tenant, 'contas_receber', 'view') && moduloNoPlano(tenant.empresa, 'contas_receber')
    const kpis = kpisOf(tenant, hoje, comFinanceiro)
    // Prepared, so PostgreSQL reuses the plan of this long statement (planning cost more than running it).
    const rows = await executePrepared(
      selectOsRows(tx, { _kpis: kpis })
        .where(eq(os.empresa_id, tenant.empresaId))
        .orderBy(...osOrderBy({ sort: 'criado_em', dir: 'desc' }))
        .limit(10),
    )
    const k = rows[0]?._kpis ?? (await queryRows<{ k: Kpis }>(tx, sql`select ${kpis} as k`))[0].k
    // json_build_object writes bigint counts and sums as JSON numbers; they stay far below 2^53.
    const fin = k.financeiro
    return {
      os_abertas: Number(k.os_abertas),
      em_execucao: Number(k.em_execucao),
      aguardando_peca: Number(k.aguardando_peca),
      concluidas_30d: Number(k.concluidas_30d),
      financeiro: fin && {
        faturamento_30d: Number(fin.faturamento_30d),
        a_receber: Number(fin.abertos.total_a_receber),
        vencidos_valor: Number(fin.abertos.vencidos_valor),
        vencidos_quantidade: Number(fin.abertos.vencidos_quantidade),
      },
      recentes: rows.map(({ _kpis, ...r }) => presentRow(r)),
      hoje,
    }
  })
}
