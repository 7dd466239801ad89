import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { TitulosPage } from '../../../shared/financeiro/financeiro.schemas'
import { arTitulos, recebimentosDia, titulosAbertosDia } from '../../db/schema'
import { statusIs } from './titulo-query'

export type ResumoAbertos = TitulosPage['resumo']

/** What the cards filter on besides the company: a client and a due-date range. */
export type FiltroAbertos = { cliente_id?: string; de?: string; ate?: string }

/** The cards' JSON over a source of open balances (titles, or per-day sums) with its due-date column. */
function cards(
  table: PgTable,
  saldo: SQL | PgColumn,
  quantidade: SQL | PgColumn,
  vencimento: PgColumn,
  where: SQL | undefined,
  hoje: string,
): SQL<ResumoAbertos> {
  const vencido = sql`${vencimento} < ${hoje}`
  return sql<ResumoAbertos>`(select json_build_object(
      'total_a_receber', coalesce(sum(${saldo}), 0),
      'vencidos_valor', coalesce(sum(${saldo}) filter (where ${vencido}), 0),
      'vencidos_quantidade', coalesce(sum(${quantidade}) filter (where ${vencido}), 0),
      'em_aberto_quantidade', coalesce(sum(${quantidade}), 0))
    from ${table} where ${where})`
}

/**
 * The open titles' balance, overdue part and counts as one scalar subquery. Without a client it adds up
 * `titulos_abertos_dia` (one row per due date, kept by triggers): the cost follows the number of due
 * dates, not of open titles. One client's titles are few, so they are summed from the titles.
 */
export function resumoAbertos(
  empresaId: string,
  hoje: string,
  filtro: FiltroAbertos = {},
): SQL<ResumoAbertos> {
  if (filtro.cliente_id) {
    const where = and(
      eq(arTitulos.empresa_id, empresaId),
      statusIs('=', 'aberto'),
      eq(arTitulos.cliente_id, filtro.cliente_id),
      filtro.de ? gte(arTitulos.vencimento, filtro.de) : undefined,
      filtro.ate ? lte(arTitulos.vencimento, filtro.ate) : undefined,
    )
    return cards(
      arTitulos,
      sql`${arTitulos.valor} - ${arTitulos.valor_pago}`,
      sql`1`,
      arTitulos.vencimento,
      where,
      hoje,
    )
  }
  const d = titulosAbertosDia
  const where = and(
    eq(d.empresa_id, empresaId),
    filtro.de ? gte(d.vencimento, filtro.de) : undefined,
    filtro.ate ? lte(d.vencimento, filtro.ate) : undefined,
  )
  return cards(d, d.saldo, d.quantidade, d.vencimento, where, hoje)
}

// json_build_object writes bigint sums as JSON numbers; money stays far below 2^53 centavos.
export const presentResumo = (r: ResumoAbertos): ResumoAbertos => ({
  total_a_receber: Number(r.total_a_receber),
  vencidos_valor: Number(r.vencidos_valor),
  vencidos_quantidade: Number(r.vencidos_quantidade),
  em_aberto_quantidade: Number(r.em_aberto_quantidade),
})

/** Sum of the receipts dated from `de` to `ate` (inclusive), from the per-day sums. */
export const recebidoNoPeriodo = (empresaId: string, de: string, ate: string): SQL<number> =>
  sql<number>`(select coalesce(sum(${recebimentosDia.valor}), 0) from ${recebimentosDia}
    where ${recebimentosDia.empresa_id} = ${empresaId} and ${recebimentosDia.data_pagamento} between ${de} and ${ate})`
