import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'

/** The number an OS carries until `assignOsNumber` gives it its real one, in the same transaction. */
export const numeroPendente = (osId: string) => `pendente-${osId}`

/**
 * Gives the OS `osId` (inserted with `numeroPendente`) the next number of the company for the year,
 * `OS-2026-0001`, and returns it. The counter row's lock serializes concurrent creations and a rolled-back
 * creation also rolls back its number, so there are neither duplicates nor gaps (DESIGN §5). Called as
 * the creating transaction's last statement, so the lock is held only until the commit.
 */
export async function assignOsNumber(tx: Tx, empresaId: string, osId: string, year: number): Promise<string> {
  const [row] = await queryRows<{ numero: string }>(
    tx,
    sql`
    with n as (
      insert into os_numeracao (empresa_id, ano, ultimo) values (${empresaId}, ${year}, 1)
      on conflict (empresa_id, ano) do update set ultimo = os_numeracao.ultimo + 1
      returning ultimo, 'OS-' || ano || '-' || lpad(ultimo::text, greatest(4, length(ultimo::text)), '0') as numero
    ), numerada as (
      update os set numero_os = n.numero, sequencia = n.ultimo from n
      where os.empresa_id = ${empresaId} and os.id = ${osId}
    )
    select numero from n`,
  )
  return row.numero
}
