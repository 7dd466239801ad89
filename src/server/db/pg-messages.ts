import type pg from 'pg'
import { inlineParams } from './inline-params'

// How tenant reads and transactions put several statements in one simple-protocol message on PostgreSQL
// (tenant-read.ts, tenant-transaction.ts).

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

export type QueryConfig = {
  text: string
  name?: string
  values?: unknown[]
  rowMode?: string
  types?: unknown
}
export type QueryResult = { rows: unknown[] }
export type Send = (config: unknown, values?: unknown[]) => Promise<unknown>

/** `client` with its `query` replaced by `query(send, config, values)`, `send` being the original. */
export function overrideQuery(
  client: pg.PoolClient,
  query: (send: Send, config: string | QueryConfig, values?: unknown[]) => Promise<unknown>,
): pg.PoolClient {
  const send = client.query.bind(client) as Send
  const wrapped = Object.create(client) as pg.PoolClient
  wrapped.query = ((config: string | QueryConfig, values?: unknown[]) =>
    query(send, config, values)) as pg.PoolClient['query']
  return wrapped
}

/** A query's text with its parameters inlined (inline-params.ts); null for a named one or a binary value. */
export function inlinedText(config: string | QueryConfig, values?: unknown[]) {
  const query: QueryConfig = typeof config === 'string' ? { text: config } : config
  return query.name ? null : inlineParams(query.text, values ?? query.values ?? [])
}

/**
 * Sends `prefix` and the query in one simple-protocol message, the query's parameters inlined as the
 * literals pg would have sent (inline-params.ts), and answers the query's own result. Undefined when the
 * query cannot ride along: a named (prepared) statement keeps the extended protocol so its plan is
 * reused, and a binary value has no literal.
 */
export function sendBehind(send: Send, prefix: string, config: string | QueryConfig, values?: unknown[]) {
  const text = inlinedText(config, values)
  if (text === null) return undefined
  const query: QueryConfig = typeof config === 'string' ? { text: config } : config
  return sendLast(send, query, `${prefix}; ${text}`)
}

/** `query`'s row mode and type parsers for the text `text`: every statement's result. */
export const sendAll = (send: Send, query: QueryConfig, text: string) =>
  send({ ...query, name: undefined, text, values: undefined }) as Promise<QueryResult[]>

/** `query` (its row mode and type parsers) sent as the text `text`; the last statement's result. */
const sendLast = (send: Send, query: QueryConfig, text: string) =>
  sendAll(send, query, text).then((results) => results[results.length - 1])

/** pg's record of the statements a connection has prepared (not public API: pinned pg version). */
const preparedOn = (client: pg.PoolClient) =>
  (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
    .parsedStatements

/**
 * The statements that run a named (prepared) query inside a simple-protocol message: SQL's PREPARE the
 * first time on this connection, then EXECUTE with the parameters as literals. Protocol-level and SQL
 * prepared statements share one namespace per connection, so pg's own record is kept in step (`prepared()`
 * once the message succeeded) and either way reuses the plan. A name from PLAN_PREFIXES sets the plan mode
 * for the rest of the message. Undefined when a value has no literal. `preparing` says the statements
 * carry a PREPARE: if the message fails, whether the statement now exists is unknown (the caller drops the
 * connection). `inMessage`: the names an earlier statement of the same message prepares.
 */
export function namedStatements(
  client: pg.PoolClient,
  query: QueryConfig,
  values?: unknown[],
  inMessage = new Set<string>(),
) {
  const name = query.name!
  const params = values ?? query.values ?? []
  // EXECUTE's arguments: the literals of `$1, $2 …`, as inlineParams writes any query's parameters.
  const args = inlineParams(params.map((_, i) => `$${i + 1}`).join(', '), params)
  if (args === null) return undefined
  const mode = planCacheModes.find(([start]) => name.startsWith(start))?.[1]
  const statements = preparedOn(client)
  const preparing = statements[name] !== query.text && !inMessage.has(name)
  if (preparing) inMessage.add(name)
  return {
    statements: [
      ...(mode ? [`set local plan_cache_mode = ${mode}`] : []),
      ...(preparing ? [`prepare ${name} as ${query.text}`] : []),
      args ? `execute ${name}(${args})` : `execute ${name}`,
    ],
    preparing,
    prepared: () => {
      statements[name] = query.text
    },
  }
}

/** The statement that puts a transaction in a tenant's scope (inlined literals: no parameters here). */
export const tenantSettings = (client: pg.PoolClient, scope: TenantScope) => {
  const lit = (v: string) => client.escapeLiteral(v)
  return `select set_config('role', ${lit(APP_ROLE)}, true), set_config('app.empresa_id', ${lit(scope.empresaId)}, true), set_config('app.user_id', ${lit(scope.userId ?? '')}, true)`
}

export type Call = { query: QueryConfig; values?: unknown[] }
type Waiting = Call & { resolve: (result: unknown) => void; reject: (error: unknown) => void }

/**
 * Lets the next `expected` queries of a connection wait for each other and go out as one message
 * (`sendTogether`, which answers their results in order, or undefined when they cannot go together: each
 * then goes by `sendOne`). What has arrived goes out once the callers say the rest will not come, or by
 * the next turn of the event loop anyway.
 */
export function gatherer(
  sendTogether: (calls: Call[]) => Promise<QueryResult[]> | undefined,
  sendOne: (call: Call) => Promise<unknown>,
) {
  let gathering: { expected: number; waiting: Waiting[] } | undefined

  const flush = (batch: { waiting: Waiting[] }) => {
    if (gathering === batch) gathering = undefined
    // Each batch goes out once: by its count, or by the timer, whichever comes first.
    const waiting = batch.waiting.splice(0)
    if (waiting.length === 0) return
    // One message applies one row mode (and type parsers) to every result.
    const sameMode = waiting.every((w) => w.query.rowMode === waiting[0].query.rowMode)
    const together = sameMode ? sendTogether(waiting) : undefined
    if (!together) {
      for (const w of waiting) sendOne(w).then(w.resolve, w.reject)
      return
    }
    together.then(
      (results) => {
        for (const [i, w] of waiting.entries()) w.resolve(results[i])
      },
      (error) => {
        for (const w of waiting) w.reject(error)
      },
    )
  }

  return {
    /**
     * Gathers the next `expected` queries. Call the answer when one of the callers' runs has ended: a run
     * that ends while its batch is still gathering sent nothing (a sent query answers only after the
     * batch goes out), so the others go out now instead of by the timer.
     */
    start(expected: number) {
      const batch = { expected, waiting: [] as Waiting[] }
      gathering = batch
      setImmediate(() => flush(batch))
      return () => {
        if (gathering !== batch) return
        batch.expected -= 1
        if (batch.waiting.length >= batch.expected) flush(batch)
      }
    },
    /** The query's result once its message comes back, or undefined when nothing is being gathered. */
    join(call: Call): Promise<unknown> | undefined {
      const batch = gathering
      if (!batch) return undefined
      return new Promise((resolve, reject) => {
        batch.waiting.push({ ...call, resolve, reject })
        if (batch.waiting.length >= batch.expected) flush(batch)
      })
    },
  }
}
