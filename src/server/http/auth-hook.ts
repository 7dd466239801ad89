import { getCookies, parseCookies } from 'better-auth/cookies'
import type { FastifyRequest } from 'fastify'
import { can } from '../../shared/permissoes/permissoes'
import { checkAssinatura } from '../features/assinatura/assinatura.guard'
import { loadTenant, type Tenant } from '../features/auth/tenant.service'
import { forbidden, unauthorized } from './errors'
import type { App, AppContext } from './types'
import { toHeaders } from './web-request'

/**
 * Authenticates and authorizes before the body is read, so a request without a session gets 401 and one
 * without the permission 403, whatever its body; then the plan's 402s (module outside the plan, writes of
 * a read-only company). Every route declares what it needs in `config` (`papeis` for the admin-only
 * screens, whatever the role's permission rows say); `auth: 'opcional'` reads the session when there is
 * one and lets the request through without it.
 */
export function registerAuthHook(app: App, ctx: AppContext) {
  app.decorateRequest('tenant', null)
  const sessionCookie = getCookies(ctx.auth.options).sessionToken.name
  app.addHook('onRequest', async (req) => {
    const { auth, permission, papeis } = req.routeOptions.config
    if (!auth && !permission && !papeis) return
    const cookie = parseCookies(req.headers.cookie ?? '').get(sessionCookie)
    const tenant = cookie ? (ctx.sessions.get(cookie) ?? (await resolveSession(ctx, req, cookie))) : null
    if (!tenant) {
      if (auth === 'opcional' && !permission && !papeis) return
      throw unauthorized()
    }
    if (permission && !can(tenant, permission[0], permission[1])) throw forbidden()
    if (papeis && !papeis.permitidos.includes(tenant.role)) throw forbidden(papeis.mensagem)
    checkAssinatura(req, tenant)
    req.tenant = tenant
  })
}

/**
 * Asks better-auth (signature, expiry, sliding renewal) and the membership, then remembers the answer;
 * null when the cookie holds no valid session.
 */
async function resolveSession(ctx: AppContext, req: FastifyRequest, cookie: string): Promise<Tenant | null> {
  // A revocation that lands while this lookup runs must not be remembered as the old answer.
  const versao = ctx.sessions.versao()
  const session = await ctx.auth.api.getSession({ headers: toHeaders(req) })
  // The cookie's token part must be the session better-auth found, or the cache key would lie.
  if (!session || !cookie.startsWith(`${session.session.token}.`)) return null
  const tenant = await loadTenant(ctx.handle.db, session.user.id)
  if (!tenant) return null
  ctx.sessions.set(cookie, tenant, session.session.expiresAt, versao)
  return tenant
}
