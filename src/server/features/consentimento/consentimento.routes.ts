import {
  consentimentoPortalInput,
  consentimentoPortalView,
  descadastroParams,
  descadastroView,
} from '../../../shared/consentimento/consentimento.schemas'
import { portalTokenParams } from '../../../shared/portal/portal.schemas'
import type { App, AppContext } from '../../http/types'
import {
  lerConsentimentoPortal,
  lerDescadastro,
  sairDasMensagens,
  salvarConsentimentoPortal,
} from './consentimento.service'

/**
 * The customer's own say over reminders and offers (issue 29 item 3), without a session: the opt-out link
 * every message ends with, and the choice on the quote's page. The link is the credential; every route
 * has the sign-in limit per IP, so tokens cannot be tried in bulk. Under /api/public/: the activity log
 * records the changes as the customer's ('portal').
 */
export function consentimentoRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const { rateLimit } = ctx.config
  const limite = { rateLimit: { max: rateLimit.authMax, timeWindow: rateLimit.authWindowMs } }

  app.get(
    '/api/public/privacidade/:token',
    { config: limite, schema: { params: descadastroParams, response: { 200: descadastroView } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return lerDescadastro(db, ctx.config, req.params.token)
    },
  )
  app.post(
    '/api/public/privacidade/:token/sair',
    { config: limite, schema: { params: descadastroParams, response: { 200: descadastroView } } },
    async (req) => sairDasMensagens(db, ctx.config, req.params.token),
  )
  app.get(
    '/api/public/orcamentos/:token/consentimento',
    { config: limite, schema: { params: portalTokenParams, response: { 200: consentimentoPortalView } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return lerConsentimentoPortal(db, req.params.token)
    },
  )
  app.post(
    '/api/public/orcamentos/:token/consentimento',
    {
      config: limite,
      schema: {
        params: portalTokenParams,
        body: consentimentoPortalInput,
        response: { 200: consentimentoPortalView },
      },
    },
    async (req) => salvarConsentimentoPortal(db, req.params.token, req.body.aceita),
  )
}
