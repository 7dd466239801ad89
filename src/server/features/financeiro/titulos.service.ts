import { and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { TitulosPage, titulosListQuery } from '../../../shared/financeiro/financeiro.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { type Executor, queryRows, runPrepared } from '../../db/client'
import { inPage, totalOf, totalOfPage } from '../../db/pagination'
import { arTitulos } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { presentResumo, type ResumoAbertos, resumoAbertos } from './resumo'
import { presentTitulo, selectTitulos, statusIs, type TituloRow } from './titulo-query'

type ListQuery = z.output<typeof titulosListQuery>

/** Client and due-date range (the cards filter on them too, see resumoAbertos). */
const clienteEPeriodo = (query: ListQuery) => [
  query.cliente_id ? eq(arTitulos.cliente_id, query.cliente_id) : undefined,
  query.de ? gte(arTitulos.vencimento, query.de) : undefined,
  query.ate ? lte(arTitulos.vencimento, query.ate) : undefined,
]

/** The status filter: vencido and aberto split the stored aberto at the company's today. */
function situacaoFilter(status: ListQuery['status'], hoje: string): SQL | undefined {
  switch (status) {
    case 'aberto':
      return and(statusIs('=', 'aberto'), gte(arTitulos.vencimento, hoje))
    case 'vencido':
      return and(statusIs('=', 'aberto'), lt(arTitulos.vencimento, hoje))
    case 'pago':
      return statusIs('=', 'pago')
    default:
      return undefined
  }
}

/** SPEC §2 'Contas a Receber': cancelled titles are never listed. */
export const titulosFilter = (query: ListQuery, hoje: string): SQL =>
  and(statusIs('<>', 'cancelado'), situacaoFilter(query.status, hoje), ...clienteEPeriodo(query))!

type TituloPageRow = TituloRow & { _total: number; _resumo: ResumoAbertos }

const orderBy = [asc(arTitulos.vencimento), asc(arTitulos.id)]

/** GET /api/titulos: one statement for the page, its (capped) total and the cards. */
export function listTitulos(db: Executor, tenant: Tenant, query: ListQuery): Promise<TitulosPage> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const empresaId = tenant.empresaId
    const filter = titulosFilter(query, hoje)
    const page = { empresaId, filter, orderBy, page: query.page, pageSize: query.pageSize }
    // The cards follow the client and dates, not the status.
    const resumo = resumoAbertos(empresaId, hoje, query)
    // Every filter walks an index in due-date order whatever its values: prepared (runPrepared).
    const rows: TituloPageRow[] = await runPrepared(
      selectTitulos(tx, empresaId, {
        _total: totalOf(tx, arTitulos, empresaId, filter),
        _resumo: resumo,
      })
        .where(inPage(tx, arTitulos, page))
        .orderBy(...orderBy),
    )
    // An empty page asks for the cards and the total apart.
    const cards =
      rows[0]?._resumo ?? (await queryRows<{ r: ResumoAbertos }>(tx, sql`select ${resumo} as r`))[0].r
    return {
      items: rows.map((r) => presentTitulo(r, hoje)),
      ...(await totalOfPage(tx, arTitulos, { empresaId, page: query.page, filter }, rows)),
      page: query.page,
      pageSize: query.pageSize,
      resumo: presentResumo(cards),
      hoje,
    }
  })
}
