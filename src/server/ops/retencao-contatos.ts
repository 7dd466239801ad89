import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { queryRows } from '../db/client'

/** The privacy page: contact-form messages are kept up to 12 months. */
export const RETENCAO_CONTATOS = '12 months'

/**
 * Deletes the contact-form messages older than 12 months and the copies forwarded to the team
 * (`contatos.email_id`). A platform table (no company, no RLS): runs as the connection's own role.
 * Idempotent; answers how many messages went.
 */
export async function aplicarRetencaoDosContatos(db: Database, agora: Date = new Date()): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`with velhos as (
        delete from contatos
        where criado_em < ${agora.toISOString()}::timestamptz - ${RETENCAO_CONTATOS}::interval
        returning email_id)
      , copias as (delete from emails_saida where id in (select email_id from velhos))
      select count(*)::int as n from velhos`,
  )
  return Number(r?.n ?? 0)
}
