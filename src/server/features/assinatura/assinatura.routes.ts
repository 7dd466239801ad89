import { assinaturaView } from '../../../shared/assinatura/assinatura.schemas'
import { cancelarAssinaturaInput } from '../../../shared/portabilidade/portabilidade'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getAssinatura } from './assinatura.service'
import { cancelarAssinatura } from './cancelamento.service'

/** GET /api/assinatura (DESIGN §7) and POST /api/assinatura/cancelar: the admin's Assinatura tab. */
export function assinaturaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/assinatura',
    {
      config: { permission: ['configuracoes', 'view'], papeis: { permitidos: ['admin'] } },
      schema: { response: { 200: assinaturaView } },
    },
    async (req) => getAssinatura(db, tenantOf(req)),
  )
  app.post(
    '/api/assinatura/cancelar',
    {
      // A company already read-only (trial over, past due) may still cancel.
      config: { papeis: { permitidos: ['admin'] }, somenteLeitura: 'permitido' },
      schema: { body: cancelarAssinaturaInput, response: { 200: assinaturaView } },
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
