import { z } from 'zod'
import {
  conviteCriado,
  conviteParams,
  convitePublico,
  convitesList,
  conviteToken,
  createConviteInput,
} from '../../../../shared/usuarios/convites.schemas'
import { type App, type AppContext, tenantOf } from '../../../http/types'
import { apenasAdmin } from '../usuarios.routes'
import { createConvite, lerConvitePublico, listConvites, revogarConvite } from './convites.service'

/** /api/convites (DESIGN §3, §8b): the admin's pending invitations, invite, revoke; the link's public read. */
export function convitesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const admin = { config: apenasAdmin }

  app.get('/api/convites', { ...admin, schema: { response: { 200: convitesList } } }, async (req) =>
    listConvites(db, tenantOf(req)),
  )

  app.post(
    '/api/convites',
    { ...admin, schema: { body: createConviteInput, response: { 201: conviteCriado } } },
    async (req, reply) =>
      reply.status(201).send(await createConvite(db, ctx.config, tenantOf(req), req.body)),
  )

  // Revoking a link is allowed in a read-only company too: it only takes access away.
  const revogar = { config: { ...apenasAdmin, somenteLeitura: 'permitido' } } as const
  app.delete('/api/convites/:id', { ...revogar, schema: { params: conviteParams } }, async (req, reply) => {
    await revogarConvite(db, tenantOf(req), req.params.id)
    return reply.status(204).send()
  })

  // Public: the link is the credential. Rate limited like sign-up, so tokens cannot be tried in bulk.
  app.get(
    '/api/convites/publico/:token',
    {
      config: {
        rateLimit: { max: ctx.config.rateLimit.authMax, timeWindow: ctx.config.rateLimit.authWindowMs },
      },
      schema: { params: z.object({ token: conviteToken }), response: { 200: convitePublico } },
    },
    async (req) => lerConvitePublico(db, req.params.token),
  )
}
