import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'

/** Where the inserts of `insertNumbered` read the new number from. */
export type NumeroSql = { numero_os: SQL<string>; sequencia: SQL<number> }

const numeroSql: NumeroSql = {
  numero_os: sql<string>`(select numero from numero)`,
  sequencia: sql<number>`(select ultimo from numero)`,
}

/**
 * Takes the next OS number of the company for the year, `OS-2026-0001`, and runs `inserts` (the OS row,
 * its lines, its history; they read the number through `NumeroSql`) in the same single statement,
 * returning the number. The counter row's lock serializes concurrent creations, and a rolled-back
 * creation also rolls back its number, so there are neither duplicates nor gaps (DESIGN §5). Call it
 * last in the creating transaction: the counter (and `contagens`, bumped by the OS insert's trigger)
 * stay locked until the commit, so concurrent creations of a company queue from here on.
 */
export async function insertNumbered(
  tx: Tx,
  empresaId: string,
  year: number,
  inserts: (numero: NumeroSql) => SQLWrapper[],
): Promise<string> {
  // getSQL(): a query builder embedded as such gets its own parentheses, which a CTE does not take.
  const ctes = inserts(numeroSql).map(
    (insert, i) => sql`, insert_${sql.raw(String(i))} as (${insert.getSQL()})`,
  )
  const [row] = await queryRows<{ numero: string }>(
    tx,
    sql`
    with numero as (
      insert into os_numeracao (empresa_id, ano, ultimo) values (${empresaId}, ${year}, 1)
      on conflict (empresa_id, ano) do update set ultimo = os_numeracao.ultimo + 1
      returning ultimo, 'OS-' || ano || '-' || lpad(ultimo::text, greatest(4, length(ultimo::text)), '0') as numero
    )${sql.join(ctes)}
    select numero from numero`,
  )
  return row.numero
}
