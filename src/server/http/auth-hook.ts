import { can } from '../../shared/permissoes/permissoes'
import { loadTenant } from '../features/auth/tenant.service'
import { forbidden, unauthorized } from './errors'
import type { App, AppContext } from './types'
import { toHeaders } from './web-request'

/**
 * Authenticates and authorizes before the body is read, so a request without a session gets 401 and one
 * without the permission 403, whatever its body. Every route declares what it needs in `config`.
 */
export function registerAuthHook(app: App, ctx: AppContext) {
  app.decorateRequest('tenant', null)
  app.addHook('onRequest', async (req) => {
    const { auth: needsAuth, permission } = req.routeOptions.config
    if (!needsAuth && !permission) return
    const session = await ctx.auth.api.getSession({ headers: toHeaders(req) })
    if (!session) throw unauthorized()
    const tenant = await loadTenant(ctx.handle.db, session.user.id)
    if (!tenant) throw unauthorized()
    if (permission && !can(tenant, permission[0], permission[1])) throw forbidden()
    req.tenant = tenant
  })
}
