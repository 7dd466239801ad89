import type { SQL } from 'drizzle-orm'
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import type { Database, Tx } from './client'
import { inlineParams } from './inline-params'
import {
  type Call,
  gatherer,
  inlinedText,
  overrideQuery,
  type QueryConfig,
  type QueryResult,
  type Send,
  sendAll,
  sendBehind,
  type TenantScope,
  tenantSettings,
} from './pg-messages'
import { readOnlyClient } from './tenant-read'

export { APP_ROLE, PLAN_PREFIXES, type TenantScope } from './pg-messages'

type TenantTransaction = <T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>) => Promise<T>

// PostgreSQL databases that open tenant transactions in one round trip (see pgTenantTransaction).
const openers = new WeakMap<object, { write: TenantTransaction; read: TenantTransaction }>()

/** The fast way into a tenant transaction of `db`, when its driver has one. */
export const tenantTransactionOf = (db: object): TenantTransaction | undefined => openers.get(db)?.write

/** The fast way into a tenant's reads of `db` (see registerPgTenantTransaction), when its driver has one. */
export const tenantReadOf = (db: object): TenantTransaction | undefined => openers.get(db)?.read

/** What a PostgreSQL tenant read or transaction can do beyond single queries (with-tenant.ts). */
interface Messages {
  /** The next `expected` queries go as one message (readTogether); call the answer as each run ends. */
  gather(expected: number): () => void
  /** The transaction's last statement with its COMMIT (finishWith); undefined when it cannot ride along. */
  finish?(query: SQL): Promise<unknown[]> | undefined
}

const messagesOf = new WeakMap<object, Messages>()

/** What `tx` can send beyond single queries: nothing on PGlite or inside a savepoint. */
export const tenantMessagesOf = (tx: object): Messages | undefined => messagesOf.get(tx)

/**
 * A pooled client whose first query carries `prefix` (BEGIN and the tenant's settings) in the same
 * message (sendBehind), or right before it when it cannot. Later queries go as they are. `started()`
 * tells whether the prefix went out; `finish(text)` sends the last statement with the COMMIT, after which
 * the client refuses queries; `gather(n)` sends the next `n` queries as one message (readTogether).
 */
function withDeferredPrefix(client: pg.PoolClient, prefix: string) {
  const send = client.query.bind(client) as Send
  let pending = true
  let committed = false
  /** `text`, behind the prefix if nothing went out yet. */
  const prefixed = (text: string) => {
    const message = pending ? `${prefix}; ${text}` : text
    pending = false
    return message
  }
  const sendOne = (config: string | QueryConfig, values?: unknown[]) => {
    if (!pending) return send(config, values)
    pending = false
    return sendBehind(send, prefix, config, values) ?? send(prefix).then(() => send(config, values))
  }
  /** Queries in one message (behind the prefix if nothing went out yet); undefined if one has no text. */
  const sendTogether = (calls: Call[]) => {
    const texts = calls.map((call) => inlinedText(call.query, call.values))
    if (texts.some((text) => text === null)) return undefined
    const message = prefixed(texts.join('; '))
    // pg answers one result for a one-statement message, an array otherwise.
    return sendAll(send, calls[0].query, message).then((results) => [results].flat().slice(-calls.length))
  }
  const gathered = gatherer(sendTogether, (call) => sendOne(call.query, call.values))
  const wrapped = overrideQuery(client, (_send, config, values) => {
    // Past the COMMIT a query would run outside the transaction, without the tenant's settings.
    if (committed) return Promise.reject(new Error('A transação já foi confirmada'))
    const query: QueryConfig = typeof config === 'string' ? { text: config } : config
    return gathered.join({ query, values }) ?? sendOne(config, values)
  })
  /** `text` then COMMIT in one message (with the prefix if nothing went out yet); `text`'s rows. */
  const finish = async (text: string) => {
    const results = (await client.query(prefixed(`${text}; commit`))) as unknown as QueryResult[]
    committed = true
    return results[results.length - 2].rows
  }
  return {
    client: wrapped,
    started: () => !pending,
    committed: () => committed,
    finish,
    gather: gathered.start,
  }
}

/**
 * On PostgreSQL a tenant transaction costs no round trip of its own: BEGIN and the tenant's settings
 * travel with the transaction's first query (drizzle's own transaction sends BEGIN alone, then the
 * settings, then the query). The settings are inlined as escaped literals because the simple protocol
 * carries no parameters. Reads that need no transaction go without BEGIN and COMMIT (readOnlyClient).
 */
export function registerPgTenantTransaction(db: Database, pool: pg.Pool) {
  // What drizzle builds its own transactions from: the dialect, and the options kept on the pool's
  // session (not public API: pinned drizzle version, covered by the API tests on PG).
  type SessionArgs = ConstructorParameters<typeof NodePgSession>
  const internals = db as unknown as {
    dialect: SessionArgs[1]
    _: { session: { options: SessionArgs[3] } }
  }
  const { dialect } = internals
  const { options } = internals._.session
  // Without the relational schema: the services do not use `tx.query`, and a transaction built with it
  // sets up a query builder for every table on every request.
  const txOver = (client: pg.PoolClient) =>
    new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, undefined, options),
      undefined,
    ) as unknown as Tx
  const write: TenantTransaction = async (scope, fn) => {
    const pooled = await pool.connect()
    let broken: Error | undefined
    try {
      const deferred = withDeferredPrefix(pooled, `begin; ${tenantSettings(pooled, scope)}`)
      const tx = txOver(deferred.client)
      messagesOf.set(tx, {
        gather: deferred.gather,
        finish: (query) => {
          const built = dialect.sqlToQuery(query)
          const text = inlineParams(built.sql, built.params)
          return text === null ? undefined : deferred.finish(text)
        },
      })
      try {
        const result = await fn(tx)
        if (deferred.started() && !deferred.committed()) await pooled.query('commit')
        return result
      } catch (error) {
        if (deferred.started()) {
          await pooled.query('rollback').catch((e: Error) => {
            broken = e
          })
        }
        throw error
      }
    } finally {
      // A connection that could not even roll back is dropped from the pool, not reused.
      pooled.release(broken)
    }
  }
  const read: TenantTransaction = async (scope, fn) => {
    const pooled = await pool.connect()
    const reader = readOnlyClient(pooled, scope)
    const tx = txOver(reader.client)
    messagesOf.set(tx, { gather: reader.gather })
    try {
      return await fn(tx)
    } finally {
      pooled.release(reader.broken())
    }
  }
  openers.set(db, { write, read })
}
