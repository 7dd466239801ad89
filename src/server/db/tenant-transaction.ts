import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import type { Database, Tx } from './client'

/** The role every tenant transaction switches to: no superuser, no BYPASSRLS (migration 0001). */
export const APP_ROLE = 'bancada_app'

export interface TenantScope {
  empresaId: string
  userId?: string | null
}

type TenantTransaction = <T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>) => Promise<T>

// PostgreSQL databases that open tenant transactions in one round trip (see pgTenantTransaction).
const openers = new WeakMap<object, TenantTransaction>()

/** The fast way into a tenant transaction of `db`, when its driver has one. */
export const tenantTransactionOf = (db: object): TenantTransaction | undefined => openers.get(db)

/**
 * On PostgreSQL, BEGIN and the tenant's settings travel as one simple-protocol message: every request
 * saves a network round trip (drizzle's own transaction sends BEGIN alone). The values are inlined as
 * escaped literals because the simple protocol carries no parameters.
 */
export function registerPgTenantTransaction(db: Database, pool: pg.Pool) {
  // What drizzle builds its own transactions from: the dialect, and the relational schema and options
  // kept on the pool's session (not public API: pinned drizzle version, covered by the API tests on PG).
  type SessionArgs = ConstructorParameters<typeof NodePgSession>
  const internals = db as unknown as {
    dialect: SessionArgs[1]
    _: { session: { schema: SessionArgs[2]; options: SessionArgs[3] } }
  }
  const { dialect } = internals
  const { schema, options } = internals._.session
  const opener: TenantTransaction = async (scope, fn) => {
    const client = await pool.connect()
    let broken: Error | undefined
    try {
      const lit = (v: string) => client.escapeLiteral(v)
      await client.query(
        `begin; select set_config('role', ${lit(APP_ROLE)}, true), set_config('app.empresa_id', ${lit(scope.empresaId)}, true), set_config('app.user_id', ${lit(scope.userId ?? '')}, true)`,
      )
      const session = new NodePgSession(client, dialect, schema, options)
      const tx = new NodePgTransaction(dialect, session, schema) as unknown as Tx
      try {
        const result = await fn(tx)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch((e: Error) => {
          broken = e
        })
        throw error
      }
    } finally {
      // A connection that could not even roll back is dropped from the pool, not reused.
      client.release(broken)
    }
  }
  openers.set(db, opener)
}
