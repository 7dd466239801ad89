import { addDays, format, parseISO } from 'date-fns'
import { eq, type SQL, sql } from 'drizzle-orm'
import { moduloNoPlano } from '../../../shared/assinatura/assinatura'
import type { DashboardView } from '../../../shared/financeiro/financeiro.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import { type Executor, queryRows, runPrepared } from '../../db/client'
import { literalLimit } from '../../db/pagination'
import { os, osStatusContagens, relatorioConclusoesDia } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { type ResumoAbertos, recebidoNoPeriodo, resumoAbertos } from '../financeiro/resumo'
import {
  type OsRowListed,
  osOrderBy,
  presentRow,
  recusadoPeloCliente,
  selectOsRows,
} from '../os/os-lista.service'

/** The window of "the last 30 days": today and the 29 days before it, in the company's calendar. */
export const DIAS_JANELA = 30

type Contagens = Omit<DashboardView, 'financeiro' | 'recentes' | 'hoje'>
type Kpis = Contagens & { financeiro: { recebido_30d: number; abertos: ResumoAbertos } | null }

/** OS now in any of `status`, from the per-status counts kept by triggers (decision 012). */
const emStatus = (empresaId: string, status: SQL) =>
  sql`(select coalesce(sum(${osStatusContagens.quantidade}), 0) from ${osStatusContagens}
    where ${osStatusContagens.empresa_id} = ${empresaId} and ${osStatusContagens.status} ${status})`

/**
 * SPEC §9's seven KPIs as one JSON value of scalar subqueries, each answered from a sum kept by
 * triggers: OS per status (decision 012), conclusions per day in the company's calendar (migration 0017,
 * cancelled ones left out), receipts per day and open balances per due date (migration 0010); and the
 * quotes refused by the customer, from their partial index. The financial part only for a user who may
 * see it.
 */
function kpisOf(empresaId: string, inicio: string, hoje: string, comFinanceiro: boolean): SQL<Kpis> {
  const c = relatorioConclusoesDia
  const financeiro = comFinanceiro
    ? sql`json_build_object(
        'recebido_30d', ${recebidoNoPeriodo(empresaId, inicio, hoje)},
        'abertos', ${resumoAbertos(empresaId, hoje)})`
    : sql`null`
  return sql<Kpis>`(select json_build_object(
    'os_abertas', ${emStatus(empresaId, sql`not in ('concluido', 'entregue', 'cancelado')`)},
    'em_execucao', ${emStatus(empresaId, sql`= 'em_execucao'`)},
    'aguardando_peca', ${emStatus(empresaId, sql`= 'aguardando_peca'`)},
    'concluidas_30d', (select coalesce(sum(${c.quantidade}), 0) from ${c}
      where ${c.empresa_id} = ${empresaId} and ${c.dia} between ${inicio} and ${hoje}),
    'orcamentos_recusados', (select count(*) from ${os} where ${os.empresa_id} = ${empresaId} and ${recusadoPeloCliente}),
    'financeiro', ${financeiro}))`
}

type DashboardRow = OsRowListed & { _kpis: Kpis }

/** GET /api/dashboard: the KPIs and the 10 most recent OS in one statement (two for a company without OS). */
export function getDashboard(db: Executor, tenant: Tenant): Promise<DashboardView> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const inicio = format(addDays(parseISO(hoje), 1 - DIAS_JANELA), 'yyyy-MM-dd')
    // Hidden as for a role without the view when the plan has no Contas a Receber (Básico, DESIGN §7).
    const comFinanceiro = podeVer(tenant, 'financeiro') && moduloNoPlano(tenant.empresa, 'contas_receber')
    const kpis = kpisOf(tenant.empresaId, inicio, hoje, comFinanceiro)
    // Lookups by company and key, and the recent OS along their index: prepared (runPrepared).
    const rows: DashboardRow[] = await runPrepared(
      selectOsRows(tx, { _kpis: kpis })
        .where(eq(os.empresa_id, tenant.empresaId))
        .orderBy(...osOrderBy({ sort: 'criado_em', dir: 'desc' }))
        .limit(literalLimit(10)),
    )
    const k = rows[0]?._kpis ?? (await queryRows<{ k: Kpis }>(tx, sql`select ${kpis} as k`))[0].k
    // json_build_object writes bigint counts and sums as JSON numbers; they stay far below 2^53.
    const fin = k.financeiro
    return {
      os_abertas: Number(k.os_abertas),
      em_execucao: Number(k.em_execucao),
      aguardando_peca: Number(k.aguardando_peca),
      concluidas_30d: Number(k.concluidas_30d),
      orcamentos_recusados: Number(k.orcamentos_recusados),
      financeiro: fin && {
        recebido_30d: Number(fin.recebido_30d),
        a_receber: Number(fin.abertos.total_a_receber),
        vencidos_valor: Number(fin.abertos.vencidos_valor),
        vencidos_quantidade: Number(fin.abertos.vencidos_quantidade),
      },
      recentes: rows.map(({ _kpis, ...r }) => presentRow(r)),
      hoje,
    }
  })
}
