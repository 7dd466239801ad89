import type { FastifyRequest } from 'fastify'
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
  interface FastifyRequest {
    /** On a public link's route (no session): whose company's log gets its `auditoria`, about which record. */
    auditoriaDoLink: { empresaId: string; entidadeId: string } | null
  }
}

/**
 * A public link's route (the customer's portal) names the company and record its link opened, once the
 * link is valid: the entry is the company's, by no one, from the portal (contexto-das-escritas.ts).
 */
export function auditarLink(req: FastifyRequest, empresaId: string, entidadeId: string) {
  req.auditoriaDoLink = { empresaId, entidadeId }
}

/**
 * Writes a route's `auditoria` entry once it succeeded, before its answer leaves: if the entry cannot be
 * written, the answer (a download of personal data, say) does not go out either.
 */
export function auditarRotas(app: App, db: Database) {
  app.decorateRequest('auditoriaDoLink', null)
  app.addHook('onSend', async (req, reply, payload) => {
    const auditoria = req.routeOptions.config?.auditoria
    if (!auditoria || reply.statusCode >= 400) return payload
    const link = req.auditoriaDoLink
    const escopo = req.tenant ?? (link && { empresaId: link.empresaId })
    if (!escopo) return payload
    const entidadeId = link?.entidadeId ?? (req.params as { id?: string } | undefined)?.id ?? null
    await withTenant(db, escopo, (tx) => registrarAtividade(tx, { ...auditoria, entidadeId }))
    return payload
  })
}
