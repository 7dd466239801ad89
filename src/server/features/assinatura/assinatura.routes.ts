import { assinaturaView } from '../../../shared/assinatura/assinatura.schemas'
import { forbidden } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getAssinatura } from './assinatura.service'

/** GET /api/assinatura (DESIGN §7): the Assinatura tab of Configurações, for the admin only. */
export function assinaturaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/assinatura',
    {
      config: { permission: ['configuracoes', 'view'] },
      schema: { response: { 200: assinaturaView } },
      // Route hooks run after the auth hook: any other role gets 403.
      onRequest: async (req) => {
        if (tenantOf(req).role !== 'admin') throw forbidden()
      },
    },
    async (req) => getAssinatura(db, tenantOf(req)),
  )
}
