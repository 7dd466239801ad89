import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

const PRAZO_MS = 5_000

export const saudeMessages = {
  semGravacao: 'O banco de dados não está aceitando gravações',
  semResposta: 'O banco de dados não respondeu',
}

/**
 * GET /api/health's check: the database answers and takes writes. An UPDATE that matches no row is
 * still refused where writes are (a read-only transaction by default_transaction_read_only, a standby
 * after a failover): a write probe that changes nothing and writes no WAL. Answers the problem in
 * Portuguese, or null when healthy.
 */
export async function problemaDoBanco(db: Database): Promise<string | null> {
  let prazo: NodeJS.Timeout | undefined
  const esgotado = new Promise<'esgotado'>((resolve) => {
    prazo = setTimeout(() => resolve('esgotado'), PRAZO_MS)
  })
  try {
    const probe = db
      .execute(sql`update drizzle.__drizzle_migrations set id = id where false`)
      .then(() => 'ok' as const)
    return (await Promise.race([probe, esgotado])) === 'ok' ? null : saudeMessages.semResposta
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } }
    // Class 25: invalid transaction state, 25006 read_only_sql_transaction among them.
    return (e.cause?.code ?? e.code)?.startsWith('25') ? saudeMessages.semGravacao : saudeMessages.semResposta
  } finally {
    clearTimeout(prazo)
  }
}
