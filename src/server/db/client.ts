import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { defaultPoolSize } from '../config'
import { type Escuta, type EventosDaEscuta, escutarPostgres } from './escuta'
import type * as schema from './schema'

export type Schema = typeof schema
/**
 * One type for both drivers: services never know which database they talk to. The instances are made
 * without the relational schema (`db.query.*` is not used): with it, every transaction builds a query
 * builder for each of the schema's tables.
 */
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
    const db = drizzlePg(pool) as unknown as Database
    const listen = (canal: string, eventos: EventosDaEscuta) =>
      escutarPostgres(opts.databaseUrl!, canal, eventos)
    return { db, kind: 'postgres', listen, close: () => pool.end() }
  }
  let client = await withPlannerSettings(opts.pglite ?? (await openPglite(opts.pgliteDir)))
  let current = drizzlePglite(client) as unknown as Database
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
      current = drizzlePglite(client) as unknown as Database
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

/** A Drizzle query that can run as a named prepared statement (`toSQL` and `prepare` are public API). */
export type Preparable<T> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } }

/**
 * Runs `query` as a prepared statement named after its SQL text. On PostgreSQL each pool connection parses
 * it once and keeps its plans: after five runs PostgreSQL settles on one generic plan when it is as good
 * as planning for the values, so a long list statement under row-level security is not planned on every
 * request. The values are still bound parameters. For statements whose best plan does not depend on the
 * values: not for a free-text search. PGlite runs it as an ordinary query.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const text = query.toSQL().sql
  return query.prepare(`bancada_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`).execute()
}
