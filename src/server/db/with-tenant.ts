import { is, type SQL, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { type Executor, queryRows, type Tx } from './client'
import { retryConflicts } from './retry-conflicts'
import {
  APP_ROLE,
  type TenantScope,
  tenantMessagesOf,
  tenantReadOf,
  tenantTransactionOf,
} from './tenant-transaction'

export { APP_ROLE, type TenantScope } from './tenant-transaction'

/**
 * Switches the current transaction to the application role and the company (and user) whose rows it may
 * see. Row-level security then hides every other company's rows, even from a query without a `where`.
 */
export async function enterTenant(tx: Tx, scope: { empresaId?: string | null; userId?: string | null }) {
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.empresa_id', ${scope.empresaId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true)`,
  )
}

/**
 * Runs `fn` in one transaction scoped to a company: every service's way into the database. A transaction
 * PostgreSQL aborts for a deadlock or a serialization failure runs again, a few times (retry-conflicts.ts);
 * a nested call (a savepoint) does not: its enclosing transaction is the one to run again.
 */
export function withTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (is(db, PgTransaction)) return inTransaction(db, scope, fn, false)
  const open = tenantTransactionOf(db)
  // PGlite runs one transaction at a time (no deadlock), but the same code path keeps them alike.
  return retryConflicts(() => (open ? open(scope, fn) : inTransaction(db, scope, fn, false)))
}

/**
 * Runs `query` as the last statement of `tx` (a withTenant transaction) and answers its rows. On
 * PostgreSQL the COMMIT travels in the same message, so the row locks the statement takes (a counter that
 * serializes a company's writes) are released as soon as it commits, not after a round trip to Node.
 * Nothing may run on `tx` afterwards. Elsewhere (PGlite, a savepoint) a plain query; the transaction
 * commits when its function returns.
 */
export async function finishWith<T>(tx: Tx, query: SQL): Promise<T[]> {
  const finished = tenantMessagesOf(tx)?.finish?.(query)
  return finished ? ((await finished) as T[]) : queryRows<T>(tx, query)
}

/**
 * Runs reads of `tx` that are known together, each `run` at most one query. On PostgreSQL they travel as
 * one message: one round trip (and, inside readTenant, one snapshot) for all. In readTenant only prepared
 * statements (selectTemplate) gather; in withTenant any query whose values have a text form. Elsewhere
 * they are simply run (one after another on the transaction's connection).
 */
export function readTogether<T extends unknown[]>(
  tx: Tx,
  runs: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const ended = tenantMessagesOf(tx)?.gather(runs.length)
  return Promise.all(
    runs.map((run) => {
      // Once: a drizzle query runs each time it is awaited.
      const result = Promise.resolve(run())
      // A run that sends nothing (an OS with no lines) lets the others go at once.
      if (ended) result.then(ended, ended)
      return result
    }),
  ) as Promise<T>
}

/** drizzle's own transaction (a savepoint when `db` is one), in the tenant's scope. */
function inTransaction<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>, readOnly: boolean) {
  return db.transaction(async (tx) => {
    if (readOnly) await tx.execute(sql`set transaction read only`)
    await enterTenant(tx, scope)
    return fn(tx)
  })
}

/**
 * Runs `fn`, which only reads, in a company's scope. On PostgreSQL each of its queries is a read-only
 * implicit transaction of one message (no BEGIN/COMMIT round trips; see tenant-read.ts), so
 * separate queries may see separate snapshots; elsewhere one read-only transaction. A write fails.
 */
export function readTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const read = tenantReadOf(db)
  if (read) return read(scope, fn)
  // Inside a caller's transaction (a savepoint) the caller has set its mode.
  return inTransaction(db, scope, fn, !is(db, PgTransaction))
}
