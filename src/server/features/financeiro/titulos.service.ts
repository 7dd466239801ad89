import { and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { TitulosPage, titulosListQuery } from '../../../shared/financeiro/financeiro.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { type Executor, type Preparable, queryRows } from '../../db/client'
import { inPage, offsetOf, totalOf, totalOfPage } from '../../db/pagination'
import { arTitulos } from '../../db/schema'
import { shapedSelects, type Valor, Valores, valorLiteral } from '../../db/statement-shapes'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { presentResumo, type ResumoAbertos, resumoAbertos } from './resumo'
import { presentTitulo, selectTitulos, statusIs, type TituloRow } from './titulo-query'

type ListQuery = z.output<typeof titulosListQuery>

/** Client and due-date range (the cards filter on them too, see resumoAbertos). */
const clienteEPeriodo = (query: ListQuery, valor: Valor) => [
  query.cliente_id ? eq(arTitulos.cliente_id, valor('cliente_id', query.cliente_id)) : undefined,
  query.de ? gte(arTitulos.vencimento, valor('de', query.de)) : undefined,
  query.ate ? lte(arTitulos.vencimento, valor('ate', query.ate)) : undefined,
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

/** SPEC §2 'Contas a Receber': cancelled titles are never listed. Values through `valor` (statement-shapes). */
export const titulosFilter = (query: ListQuery, hoje: string, valor: Valor = valorLiteral): SQL =>
  and(statusIs('<>', 'cancelado'), situacaoFilter(query.status, hoje), ...clienteEPeriodo(query, valor))!

type TituloPageRow = TituloRow & { _total: number; _resumo: ResumoAbertos }

// One statement per shape (which filters, page size), built once, with a generic plan: every shape walks
// an index in due-date order (the list's, the open titles', a client's) whatever the company's size, as
// long as the status tests are literals (statusIs).
const titulosPages = shapedSelects<TituloPageRow[]>()

const orderBy = [asc(arTitulos.vencimento), asc(arTitulos.id)]

/** GET /api/titulos: one statement for the page, its (capped) total and the cards. */
export function listTitulos(db: Executor, tenant: Tenant, query: ListQuery): Promise<TitulosPage> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const v = new Valores()
    const empresaId = v.valor('empresa', tenant.empresaId)
    const hojeValor = v.valor('hoje', hoje)
    const filter = titulosFilter(query, hojeValor, v.valor)
    const offset = v.valor('offset', offsetOf(query.page, query.pageSize))
    const page = { empresaId, filter, orderBy, page: query.page, pageSize: query.pageSize }
    // The cards follow the client and dates, not the status.
    const resumo = resumoAbertos(empresaId, hojeValor, query, v.valor)
    const rows = await titulosPages(
      tx,
      v,
      { rest: [query.status, query.pageSize], plan: 'generic' },
      (executor) =>
        selectTitulos(executor, empresaId, {
          _total: totalOf(executor, arTitulos, empresaId, filter),
          _resumo: resumo,
        })
          .where(inPage(executor, arTitulos, page, offset))
          .orderBy(...orderBy) as unknown as Preparable<TituloPageRow[]>,
    )
    // An empty page asks for the cards and the total apart, with the values written in (only then is
    // the filter rebuilt without placeholders).
    const cards =
      rows[0]?._resumo ??
      (
        await queryRows<{ r: ResumoAbertos }>(
          tx,
          sql`select ${resumoAbertos(tenant.empresaId, hoje, query)} as r`,
        )
      )[0].r
    const counting = {
      empresaId: tenant.empresaId,
      page: query.page,
      filter: rows.length ? filter : titulosFilter(query, hoje),
    }
    return {
      items: rows.map((r) => presentTitulo(r, hoje)),
      ...(await totalOfPage(tx, arTitulos, counting, rows)),
      page: query.page,
      pageSize: query.pageSize,
      resumo: presentResumo(cards),
      hoje,
    }
  })
}
