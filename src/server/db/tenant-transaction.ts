import type { SQL } from 'drizzle-orm'
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import type { Database, Tx } from './client'
import { inlineParams } from './inline-params'

/** The role every tenant transaction switches to: no superuser, no BYPASSRLS (migration 0001). */
export const APP_ROLE = 'bancada_app'

/** Prepared statements named so always take a generic, or a custom, plan in reads (selectTemplate). */
export const PLAN_PREFIXES = { generic: 'bancada_g_', custom: 'bancada_c_' } as const
const planCacheModes = [
  [PLAN_PREFIXES.generic, 'force_generic_plan'],
  [PLAN_PREFIXES.custom, 'force_custom_plan'],
] as const

export interface TenantScope {
  empresaId: string
  userId?: string | null
}

type TenantTransaction = <T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>) => Promise<T>

// PostgreSQL databases that open tenant transactions in one round trip (see pgTenantTransaction).
const openers = new WeakMap<object, { write: TenantTransaction; read: TenantTransaction }>()

/** The fast way into a tenant transaction of `db`, when its driver has one. */
export const tenantTransactionOf = (db: object): TenantTransaction | undefined => openers.get(db)?.write

/** The fast way into a tenant's reads of `db` (see registerPgTenantTransaction), when its driver has one. */
export const tenantReadOf = (db: object): TenantTransaction | undefined => openers.get(db)?.read

/** Runs a transaction's last statement with its COMMIT; undefined when the query cannot ride along. */
type Finisher = (query: SQL) => Promise<unknown[]> | undefined

// The PostgreSQL tenant transactions whose last statement can carry the COMMIT (finishWith).
const finishers = new WeakMap<object, Finisher>()

/** The way to end `tx` with its last statement (with-tenant.ts finishWith), when it has one. */
export const finisherOf = (tx: object): Finisher | undefined => finishers.get(tx)

type QueryConfig = { text: string; name?: string; values?: unknown[] }
type QueryResult = { rows: unknown[] }
type Send = (config: unknown, values?: unknown[]) => Promise<unknown>

/** `client` with its `query` replaced by `query(send, config, values)`, `send` being the original. */
function overrideQuery(
  client: pg.PoolClient,
  query: (send: Send, config: string | QueryConfig, values?: unknown[]) => Promise<unknown>,
): pg.PoolClient {
  const send = client.query.bind(client) as Send
  const wrapped = Object.create(client) as pg.PoolClient
  wrapped.query = ((config: string | QueryConfig, values?: unknown[]) =>
    query(send, config, values)) as pg.PoolClient['query']
  return wrapped
}

/**
 * Sends `prefix` and the query in one simple-protocol message, the query's parameters inlined as the
 * literals pg would have sent (inline-params.ts), and answers the query's own result. Undefined when the
 * query cannot ride along: a named (prepared) statement keeps the extended protocol so its plan is
 * reused, and a binary value has no literal.
 */
function sendBehind(send: Send, prefix: string, config: string | QueryConfig, values?: unknown[]) {
  const query: QueryConfig = typeof config === 'string' ? { text: config } : config
  const text = query.name ? null : inlineParams(query.text, values ?? query.values ?? [])
  if (text === null) return undefined
  return sendLast(send, query, `${prefix}; ${text}`)
}

/** `query` (its row mode and type parsers) sent as the text `text`; the last statement's result. */
const sendLast = (send: Send, query: QueryConfig, text: string) =>
  (send({ ...query, name: undefined, text, values: undefined }) as Promise<QueryResult[]>).then(
    (results) => results[results.length - 1],
  )

/** pg's record of the statements a connection has prepared (not public API: pinned pg version). */
const preparedOn = (client: pg.PoolClient) =>
  (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
    .parsedStatements

/**
 * A named (prepared) statement behind `prefix`, still in one simple-protocol message: SQL's PREPARE the
 * first time on this connection, then EXECUTE with the parameters as literals. Protocol-level and SQL
 * prepared statements share one namespace per connection, so pg's own record is kept in step and either
 * way reuses the plan. A name from PLAN_PREFIXES sets the plan mode for this message only. Undefined
 * when a value has no literal. `preparing` says the message carries a PREPARE: if it fails, whether the
 * statement now exists is unknown (the caller drops the connection).
 */
function executeBehind(
  client: pg.PoolClient,
  send: Send,
  prefix: string,
  query: QueryConfig,
  values?: unknown[],
) {
  const name = query.name!
  const params = values ?? query.values ?? []
  // EXECUTE's arguments: the literals of `$1, $2 …`, as inlineParams writes any query's parameters.
  const args = inlineParams(params.map((_, i) => `$${i + 1}`).join(', '), params)
  if (args === null) return undefined
  const execute = args ? `execute ${name}(${args})` : `execute ${name}`
  const mode = planCacheModes.find(([start]) => name.startsWith(start))?.[1]
  const before = mode ? `${prefix}; set local plan_cache_mode = ${mode}` : prefix
  const statements = preparedOn(client)
  if (statements[name] === query.text)
    return { result: sendLast(send, query, `${before}; ${execute}`), preparing: false }
  const result = sendLast(send, query, `${before}; prepare ${name} as ${query.text}; ${execute}`).then(
    (r) => {
      statements[name] = query.text
      return r
    },
  )
  return { result, preparing: true }
}

/**
 * A pooled client whose first query carries `prefix` (BEGIN and the tenant's settings) in the same
 * message (sendBehind), or right before it when it cannot. Later queries go as they are. `started()`
 * tells whether the prefix went out; `finish(text)` sends the last statement with the COMMIT, after which
 * the client refuses queries.
 */
function withDeferredPrefix(client: pg.PoolClient, prefix: string) {
  let pending = true
  let committed = false
  const wrapped = overrideQuery(client, (send, config, values) => {
    // Past the COMMIT a query would run outside the transaction, without the tenant's settings.
    if (committed) return Promise.reject(new Error('A transação já foi confirmada'))
    if (!pending) return send(config, values)
    pending = false
    return sendBehind(send, prefix, config, values) ?? send(prefix).then(() => send(config, values))
  })
  /** `text` then COMMIT in one message (with the prefix if nothing went out yet); `text`'s rows. */
  const finish = async (text: string) => {
    const message = `${pending ? `${prefix}; ` : ''}${text}; commit`
    pending = false
    const results = (await client.query(message)) as unknown as QueryResult[]
    committed = true
    return results[results.length - 2].rows
  }
  return { client: wrapped, started: () => !pending, committed: () => committed, finish }
}

/** The statement that puts a transaction in a tenant's scope (inlined literals: see below). */
const tenantSettings = (client: pg.PoolClient, scope: TenantScope) => {
  const lit = (v: string) => client.escapeLiteral(v)
  return `select set_config('role', ${lit(APP_ROLE)}, true), set_config('app.empresa_id', ${lit(scope.empresaId)}, true), set_config('app.user_id', ${lit(scope.userId ?? '')}, true)`
}

/**
 * Reads in a tenant's scope with no BEGIN or COMMIT of their own: each query travels in one simple-protocol
 * message behind `set transaction read only` and the tenant's settings. PostgreSQL runs such a message as
 * one implicit transaction, so the settings end with it and a write is refused. A prepared statement rides
 * along as PREPARE/EXECUTE (executeBehind). A query that cannot ride along (a binary value) gets an
 * explicit read-only transaction instead. Each query sees its own snapshot: for reads a page, its count
 * and its cards, never for anything that must agree.
 */
function readOnlyClient(client: pg.PoolClient, scope: TenantScope) {
  const prefix = `set transaction read only; ${tenantSettings(client, scope)}`
  let broken: Error | undefined
  const wrapped = overrideQuery(client, async (send, config, values) => {
    const query: QueryConfig = typeof config === 'string' ? { text: config } : config
    if (query.name) {
      const prepared = executeBehind(client, send, prefix, query, values)
      if (prepared) {
        return prepared.result.catch((error: Error) => {
          if (prepared.preparing) broken = error
          throw error
        })
      }
    }
    const inOneMessage = sendBehind(send, prefix, query, values)
    if (inOneMessage) return inOneMessage
    await send(`begin read only; ${tenantSettings(client, scope)}`)
    try {
      const result = await send(config, values)
      await send('commit')
      return result
    } catch (error) {
      await send('rollback').catch((e: Error) => {
        broken = e
      })
      throw error
    }
  })
  return { client: wrapped, broken: () => broken }
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
      finishers.set(tx, (query) => {
        const built = dialect.sqlToQuery(query)
        const text = inlineParams(built.sql, built.params)
        return text === null ? undefined : deferred.finish(text)
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
    try {
      return await fn(txOver(reader.client))
    } finally {
      pooled.release(reader.broken())
    }
  }
  openers.set(db, { write, read })
}
