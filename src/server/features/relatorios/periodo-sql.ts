import { type SQL, sql } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { type PeriodoQuery, resolverPeriodo } from '../../../shared/relatorios/periodo'
import type { Tenant } from '../auth/tenant.service'

/** A report's period in the company's calendar, with the SQL pieces its aggregates share. */
export type PeriodoSql = {
  de: string
  ate: string
  hoje: string
  /** The company's time zone as a parameter, for `at time zone`. */
  tz: SQL
  /** Midnight opening the first day and midnight after the last, as instants in the company's zone. */
  inicio: SQL
  fim: SQL
}

export function periodoSql(tenant: Tenant, query: PeriodoQuery): PeriodoSql {
  const fuso = tenant.empresa.fuso_horario
  const hoje = todayInTimeZone(fuso)
  const { de, ate } = resolverPeriodo(query, hoje)
  const tz = sql`${fuso}::text`
  return {
    de,
    ate,
    hoje,
    tz,
    // Instants, not dates, so the timestamp indexes serve the range.
    inicio: sql`(${de}::date::timestamp at time zone ${tz})`,
    fim: sql`((${ate}::date + 1)::timestamp at time zone ${tz})`,
  }
}

/** json_agg of a subquery's rows in an order, `[]` when there are none. */
export const jsonLista = (from: SQL, orderBy: SQL) =>
  sql`(select coalesce(json_agg(x order by ${orderBy}), '[]'::json) from (${from}) x)`
