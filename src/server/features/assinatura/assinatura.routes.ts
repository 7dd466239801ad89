import { assinaturaView } from '../../../shared/assinatura/assinatura.schemas'
import { cancelarAssinaturaInput } from '../../../shared/portabilidade/portabilidade'
import { forbidden } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getAssinatura } from './assinatura.service'
import { cancelarAssinatura } from './cancelamento.service'

/** GET /api/assinatura (DESIGN §7) and POST /api/assinatura/cancelar: the admin's Assinatura tab. */
export function assinaturaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  // Route hooks run after the auth hook: any other role gets 403.
  const soAdmin = async (req: Parameters<typeof tenantOf>[0]) => {
    if (tenantOf(req).role !== 'admin') throw forbidden()
  }
  app.get(
    '/api/assinatura',
    {
      config: { permission: ['configuracoes', 'view'] },
      schema: { response: { 200: assinaturaView } },
      onRequest: soAdmin,
    },
    async (req) => getAssinatura(db, tenantOf(req)),
  )
  app.post(
    '/api/assinatura/cancelar',
    {
      // A company already read-only (trial over, past due) may still cancel.
      config: { auth: true, somenteLeitura: 'permitido' },
      schema: { body: cancelarAssinaturaInput, response: { 200: assinaturaView } },
      onRequest: soAdmin,
    },
    async (req) => {
      const tenant = tenantOf(req)
      await cancelarAssinatura(db, tenant, req.body)
      // The status is in every remembered session (read-only is decided from it): this server forgets now,
      // the others by the database's notification (migration 0025).
      ctx.sessions.forgetEmpresa(tenant.empresaId)
      return getAssinatura(db, tenant)
    },
  )
}
