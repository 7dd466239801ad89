import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'

/**
 * Hands out the next OS number of the company for the year, `OS-2026-0001`, inside the creating
 * transaction: the counter row's lock serializes concurrent creations, and a rolled-back insert also
 * rolls back its number, so there are neither duplicates nor gaps (DESIGN §5).
 */
export async function nextOsNumber(tx: Tx, empresaId: string, year: number): Promise<string> {
  const [row] = await queryRows<{ ultimo: number }>(
    tx,
    sql`
    insert into os_numeracao (empresa_id, ano, ultimo) values (${empresaId}, ${year}, 1)
    on conflict (empresa_id, ano) do update set ultimo = os_numeracao.ultimo + 1
    returning ultimo`,
  )
  const ultimo = Number(row.ultimo)
  return `OS-${year}-${String(ultimo).padStart(4, '0')}`
}
