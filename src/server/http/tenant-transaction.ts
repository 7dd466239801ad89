import type { Database, Executor, Tx } from '../db/client'
import { withTenant } from '../db/with-tenant'
import { type App, tenantOf } from './types'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler runs inside one tenant transaction (tenant-transaction.ts); with `permission`. */
    transaction?: boolean
  }
  interface FastifyRequest {
    /** The route's tenant transaction, on routes declared with `transaction`. */
    tx?: Tx
  }
}

/**
 * A route declared with `config: { transaction: true }` runs its handler inside one tenant transaction,
 * opened before the handler and committed before the answer leaves (as Outline's transaction middleware).
 * Services given `dbOf(req, db)` join it (withTenant), so a write and the answer read back from it are
 * one transaction. The handler returns its answer instead of `reply.send`-ing it (the answer must not
 * leave before the commit), and it may run again when PostgreSQL aborts it for a conflict
 * (retry-conflicts.ts), so it must do nothing outside the database. Register before the routes.
 */
export function tenantTransactions(app: App, db: Database) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.transaction) return
    const handler = route.handler
    route.handler = function (req, reply) {
      return withTenant(db, tenantOf(req), (tx) => {
        req.tx = tx
        return Promise.resolve(handler.call(this, req, reply))
      })
    }
  })
}

/** Where a route's services run: its tenant transaction when it has one, else the database. */
export const dbOf = (req: { tx?: Tx }, db: Database): Executor => req.tx ?? db
