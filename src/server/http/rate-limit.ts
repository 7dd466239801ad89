import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import { getCookies, parseCookies } from 'better-auth/cookies'
import type { FastifyRequest } from 'fastify'
import { limiteAtingido } from '../../shared/http/api-error'
import type { App, AppContext } from './types'

/**
 * Rate limits that protect without locking a shop out (DESIGN §11, docs/decisions/026). Only /api/ is
 * counted: static files, the public pages and the app's index never are. A request the auth hook signed
 * in counts against its own session's budget, so the devices behind one router never share one; any
 * other request counts against its IP's. Routes without a session (sign-in, sign-up, password recovery,
 * invitations, the quote portal, the contact form) set stricter per-IP limits in their `config.rateLimit`.
 * Registered before the routes; its hook runs after the auth hook, which has set `req.tenant` by then.
 */
export async function registerRateLimit(app: App, ctx: AppContext) {
  const limits = ctx.config.rateLimit
  const sessionCookie = getCookies(ctx.auth.options).sessionToken.name
  const porSessao = (key: string) => key.startsWith('sessao:')
  await app.register(rateLimit, {
    global: true,
    allowList: (req) => !req.url.startsWith('/api/'),
    keyGenerator: (req) => {
      const token = sessionTokenOf(req, sessionCookie)
      return token ? `sessao:${token}` : `ip:${normalizeIP(req.ip)}`
    },
    max: (_req, key) => (porSessao(key) ? limits.sessionMax : limits.apiMax),
    timeWindow: (_req, key) => (porSessao(key) ? limits.sessionWindowMs : limits.apiWindowMs),
    errorResponseBuilder: (_req, { ttl }) => ({
      statusCode: 429,
      error: { code: 'RATE_LIMITED', message: limiteAtingido(ttl / 1000) },
    }),
  })
}

/** The token part (`token.signature`) of a session the auth hook validated; none for other requests. */
function sessionTokenOf(req: FastifyRequest, sessionCookie: string): string | undefined {
  if (!req.tenant) return undefined
  return parseCookies(req.headers.cookie ?? '')
    .get(sessionCookie)
    ?.split('.')[0]
}
