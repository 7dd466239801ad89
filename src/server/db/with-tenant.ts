import { sql } from 'drizzle-orm'
import type { Executor, Tx } from './client'

/** The role every tenant transaction switches to: no superuser, no BYPASSRLS (migration 0001). */
export const APP_ROLE = 'bancada_app'

export interface TenantScope {
  empresaId: string
  userId?: string | null
}

/**
 * Switches the current transaction to the application role and the company (and user) whose rows it may
 * see. Row-level security then hides every other company's rows, even from a query without a `where`.
 */
export async function enterTenant(tx: Tx, scope: { empresaId?: string | null; userId?: string | null }) {
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.empresa_id', ${scope.empresaId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true)`,
  )
}

/** Runs `fn` in one transaction scoped to a company: every service's way into the database. */
export function withTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, scope)
    return fn(tx)
  })
}
