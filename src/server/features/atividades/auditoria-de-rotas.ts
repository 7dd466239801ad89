import type { Database } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import type { App } from '../../http/types'
import { type AtividadeAvulsa, registrarAtividade } from './registrar'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's success is an activity-log entry of its own: for what changes no audited row (an e-mail
     * sent, a connection tested) and for reads the log must show (exports and downloads of personal data).
     * The entry's id is the route's `:id`, when it has one.
     */
    auditoria?: Omit<AtividadeAvulsa, 'entidadeId'>
  }
}

/**
 * Writes a route's `auditoria` entry once it succeeded, before its answer leaves: if the entry cannot be
 * written, the answer (a download of personal data, say) does not go out either.
 */
export function auditarRotas(app: App, db: Database) {
  app.addHook('onSend', async (req, reply, payload) => {
    const auditoria = req.routeOptions.config?.auditoria
    if (!auditoria || reply.statusCode >= 400 || !req.tenant) return payload
    const entidadeId = (req.params as { id?: string } | undefined)?.id ?? null
    await withTenant(db, req.tenant, (tx) => registrarAtividade(tx, { ...auditoria, entidadeId }))
    return payload
  })
}
