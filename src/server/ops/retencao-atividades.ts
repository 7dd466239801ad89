import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { queryRows } from '../db/client'

/** SPEC §9: security logs are kept 90 days; business history (with the OS) 5 years. */
export const RETENCAO = { seguranca: '90 days', negocio: '5 years' } as const
const LOTE = 5_000
// Any fixed number: only one app server deletes at a time (the others skip that round).
const TRAVA = 29_0901

/**
 * Deletes the activity-log entries past their retention, in batches (short transactions). Runs as the
 * connection's own role, the tables' owner — never inside withTenant: bancada_app may not delete entries
 * (migration 0037: its policies let only the owner). Idempotent; an app server that finds another one
 * at it skips the round. Answers how many entries of each category went.
 */
export async function aplicarRetencaoDasAtividades(
  db: Database,
  agora: Date = new Date(),
): Promise<{ seguranca: number; negocio: number } | null> {
  const apagadas = { seguranca: 0, negocio: 0 }
  for (const categoria of ['seguranca', 'negocio'] as const) {
    for (;;) {
      const lote = await db.transaction(async (tx) => {
        const [trava] = await queryRows<{ ok: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${TRAVA}) as ok`,
        )
        if (!trava?.ok) return null
        const [r] = await queryRows<{ n: number }>(
          tx,
          sql`with velhas as (
              select empresa_id, id from atividades
              where categoria = ${categoria}
                and criado_em < ${agora.toISOString()}::timestamptz - ${RETENCAO[categoria]}::interval
              limit ${LOTE})
            , apagadas as (delete from atividades a using velhas v
              where a.empresa_id = v.empresa_id and a.id = v.id returning 1)
            select count(*)::int as n from apagadas`,
        )
        return Number(r?.n ?? 0)
      })
      if (lote === null) return null
      apagadas[categoria] += lote
      if (lote < LOTE) break
    }
  }
  return apagadas
}
