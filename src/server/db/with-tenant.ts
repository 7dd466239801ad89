import { is, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Executor, Tx } from './client'
import { contextoDasEscritas } from './contexto'
import { retryConflicts } from './retry-conflicts'

/** The role every tenant transaction switches to: no superuser, no BYPASSRLS (migration 0001). */
export const APP_ROLE = 'bancada_app'

export interface TenantScope {
  empresaId: string
  userId?: string | null
  /** A signed-in user's name and role: the activity log keeps them as they were. */
  user?: { name: string }
  role?: string
}

/**
 * Switches the current transaction to the application role and the company (and user) whose rows it may
 * see, and who and where its changes come from (the activity log): one statement, its values bound as
 * parameters. Row-level security then hides every other company's rows, even from a query without a `where`. The settings are local: they end with the transaction.
 */
export async function enterTenant(tx: Tx, scope: Partial<TenantScope>) {
  // Who and where, for the activity log's trigger (migration 0037): the request's context (contexto.ts).
  const contexto = contextoDasEscritas.getStore()
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.empresa_id', ${scope.empresaId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true),
      set_config('app.usuario_nome', ${scope.user?.name ?? ''}, true), set_config('app.papel', ${scope.role ?? ''}, true),
      set_config('app.origem', ${contexto?.origem ?? ''}, true), set_config('app.ip', ${contexto?.ip ?? ''}, true),
      set_config('app.user_agent', ${contexto?.userAgent ?? ''}, true), set_config('app.requisicao', ${contexto?.requisicao ?? ''}, true)`,
  )
}

// The transactions opened by this file, with the scope each was opened in.
const scopes = new WeakMap<Tx, TenantScope>()

const sameScope = (a: TenantScope, b: TenantScope) =>
  a.empresaId === b.empresaId && (a.userId ?? null) === (b.userId ?? null)

/**
 * Runs `fn` in one transaction scoped to a company: every service's way into the database.
 * - Given the database: opens the transaction. One that PostgreSQL aborts for a deadlock or a
 *   serialization failure runs again, a few times (retry-conflicts.ts).
 * - Given a transaction this file opened for the same scope (a route's, or a caller's): `fn` joins it, so a
 *   request that writes and then reads its answer back does both in one transaction.
 * - Given any other transaction: a savepoint in the new scope (inSavepoint); its enclosing transaction is
 *   the one to run again on a conflict.
 */
export function withTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const joined = joinScope(db, scope, fn)
  if (joined) return joined
  if (is(db, PgTransaction)) return inSavepoint(db as Tx, scope, fn)
  return retryConflicts(() => inScope(db, scope, fn))
}

/**
 * A savepoint in `scope` inside `tx`. Releasing a savepoint keeps the settings made in it (only a
 * rollback undoes them), so the enclosing transaction's scope, when this file opened it, is entered again.
 */
async function inSavepoint<T>(tx: Tx, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await inScope(tx, scope, fn)
  const enclosing = scopes.get(tx)
  if (enclosing) await enterTenant(tx, enclosing)
  return result
}

/**
 * Runs `fn`, which only reads, in a company's scope: a read-only transaction (a write fails), or the
 * caller's transaction of the same scope.
 */
export function readTenant<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const joined = joinScope(db, scope, fn)
  if (joined) return joined
  // Inside a caller's transaction (a savepoint) the caller has set its mode.
  if (is(db, PgTransaction)) return inSavepoint(db as Tx, scope, fn)
  return inScope(db, scope, fn, 'read only')
}

/** `fn` on `db` itself when it is a transaction of this file in the same scope; undefined otherwise. */
function joinScope<T>(db: Executor, scope: TenantScope, fn: (tx: Tx) => Promise<T>) {
  const open = scopes.get(db as Tx)
  return open && sameScope(open, scope) ? fn(db as Tx) : undefined
}

/** drizzle's own transaction (a savepoint when `db` is one), switched to the tenant's scope. */
function inScope<T>(
  db: Executor,
  scope: TenantScope,
  fn: (tx: Tx) => Promise<T>,
  accessMode?: 'read only',
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, scope)
    scopes.set(tx, scope)
    return fn(tx)
  }, accessMode && { accessMode })
}
