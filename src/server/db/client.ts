import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { defaultPoolSize } from '../config'
import { type Escuta, type EventosDaEscuta, escutarPostgres } from './escuta'
import * as schema from './schema'
import { PLAN_PREFIXES, registerPgTenantTransaction } from './tenant-transaction'

export type Schema = typeof schema
/** One type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Where a query may run: the database, or inside a transaction. */
export type Executor = Database | Tx

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The PGlite instance (embedded only): used for dumps and maintenance. */
  pglite?: PGlite
  /** Embedded only: closes the current instance and serves `open()`'s from now on (restore). */
  replacePglite?(open: (closed: PGlite) => Promise<PGlite>): Promise<void>
  /**
   * LISTEN on a channel: PostgreSQL over a connection of its own that reconnects (db/escuta.ts); PGlite on
   * its one session, which hears its own NOTIFYs at commit and keeps listening across a restore.
   */
  listen(canal: string, eventos: EventosDaEscuta): Promise<Escuta>
  close(): Promise<void>
}

/**
 * What the planner should assume of the storage: a page read out of order costs about what a page read in
 * order does, as on an SSD or with the data in memory. PostgreSQL's default (4) is a spinning disk's; with
 * it, a search among a few thousand clients or vehicles read the whole table (0.45 ms) instead of its
 * trigram index (0.09 ms), several times per OS search (decision 020). Set on every connection, both drivers.
 */
export const RANDOM_PAGE_COST = '1.1'

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `pgliteDir` (undefined = in memory). */
export async function openDatabase(opts: {
  databaseUrl?: string
  pgliteDir?: string
  pglite?: PGlite
  poolSize?: number
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? defaultPoolSize(),
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    })
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Database
    registerPgTenantTransaction(db, pool)
    const listen = (canal: string, eventos: EventosDaEscuta) =>
      escutarPostgres(opts.databaseUrl!, canal, eventos)
    return { db, kind: 'postgres', listen, close: () => pool.end() }
  }
  let client = await withPlannerSettings(opts.pglite ?? (await openPglite(opts.pgliteDir)))
  let current = drizzlePglite(client, { schema }) as unknown as Database
  // A stable object in front of the current instance, so a restore can swap the database underneath
  // the app (and better-auth's adapter) without rebuilding them.
  const db = new Proxy({} as Database, { get: (_target, prop) => Reflect.get(current, prop, current) })
  // What is listened to, subscribed again on the instance a restore opens.
  const escutas = new Set<EscutaPglite>()
  const subscribe = async (escuta: EscutaPglite) => {
    escuta.parar = await client.listen(escuta.canal, (payload) => escuta.eventos.mensagem(payload))
    escuta.eventos.estado(true)
  }
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    pglite: client,
    async replacePglite(open) {
      await client.close()
      client = await withPlannerSettings(await open(client))
      current = drizzlePglite(client, { schema }) as unknown as Database
      handle.pglite = client
      for (const escuta of escutas) await subscribe(escuta)
    },
    async listen(canal, eventos) {
      const escuta: EscutaPglite = { canal, eventos }
      escutas.add(escuta)
      await subscribe(escuta)
      return {
        async fechar() {
          escutas.delete(escuta)
          eventos.estado(false)
          if (!client.closed) await escuta.parar?.()
        },
      }
    },
    close: () => client.close(),
  }
  return handle
}

type EscutaPglite = { canal: string; eventos: EventosDaEscuta; parar?: () => Promise<void> }

/** PGlite has one session: the planner setting is set on it once (see RANDOM_PAGE_COST). */
async function withPlannerSettings(pglite: PGlite): Promise<PGlite> {
  await pglite.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`)
  return pglite
}

/**
 * The extensions the migrations create, which PGlite must load when it opens: trigram indexes for text
 * search and unaccent for searches that ignore accents (migrations 0003 and 0020).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

/** Opens (or creates) the embedded database in `dir`; in memory when `dir` is undefined. */
export function openPglite(dir?: string): Promise<PGlite> {
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
}

/** Runs raw SQL and returns its rows, whichever driver answers (both expose `rows`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

// A prepared statement's name: its text's hash, so one text is prepared once per connection.
const preparedName = (text: string, prefix = PREPARED_PREFIX) =>
  `${prefix}${createHash('sha1').update(text).digest('hex').slice(0, 24)}`

const PREPARED_PREFIX = 'bancada_'

/**
 * queryRows as a prepared statement named after its text: PostgreSQL keeps it per connection and, after a
 * few runs, its plan, so a statement is not planned on every request (planning a page with its count and
 * row-level security costs more than running it). Not for free-text searches: one generic plan for
 * `like $1` would suit some patterns and not others.
 */
export async function queryRowsPrepared<T>(executor: Executor, query: SQL): Promise<T[]> {
  // drizzle's own path for execute(), with a name (not public API: pinned drizzle version).
  const { dialect, session } = executor as unknown as { dialect: PgDialect; session: PgSession }
  const built = dialect.sqlToQuery(query)
  const result = (await session.prepareQuery(built, undefined, preparedName(built.sql), false).execute()) as {
    rows: T[]
  }
  return result.rows
}

/** What drizzle's prepared queries (both drivers) keep: the text, its parameters and its columns. */
type DriverPrepared<T> = {
  execute(values?: Record<string, unknown>): Promise<T>
  queryString: string
  params: unknown[]
  fields?: unknown
  joinsNotNullableMap?: unknown
}

export type Preparable<T> = { prepare(name: string): { execute(): Promise<T> } }

/**
 * A select whose SQL is built once: `build` writes what varies as `sql.placeholder(key)`, and every run
 * fills in `values` and executes the statement, prepared as in queryRowsPrepared, on the caller's
 * executor (its transaction and company). Building a long select costs more CPU than running it.
 * `plan` (in reads: tenant-read.ts): 'generic' plans it once per connection for any values, for a
 * statement whose best plan does not depend on them (left to itself PostgreSQL keeps re-planning one whose
 * OFFSET is a parameter, since it cannot tell how many rows that skips); 'custom' plans every run for its
 * values (a free-text search), saving only the building of the SQL.
 */
export function selectTemplate<T>(
  build: (executor: Executor) => Preparable<T>,
  { plan }: { plan?: 'generic' | 'custom' } = {},
) {
  let built: { prepared: DriverPrepared<T>; name: string } | undefined
  return (executor: Executor, values: Record<string, unknown>): Promise<T> => {
    if (!built) {
      const prepared = build(executor).prepare('') as unknown as DriverPrepared<T>
      const prefix = plan ? PLAN_PREFIXES[plan] : PREPARED_PREFIX
      built = { prepared, name: preparedName(prepared.queryString, prefix) }
    }
    const { prepared, name } = built
    // drizzle's own path for a select's execute() (session.prepareQuery: not public API, pinned drizzle).
    const { session } = executor as unknown as { session: PgSession }
    const query = session.prepareQuery(
      { sql: prepared.queryString, params: prepared.params },
      prepared.fields as never,
      name,
      true,
    ) as unknown as DriverPrepared<T>
    query.joinsNotNullableMap = prepared.joinsNotNullableMap
    return query.execute(values)
  }
}
