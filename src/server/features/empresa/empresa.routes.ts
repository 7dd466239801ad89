import { empresaMessages } from '../../../shared/empresa/empresa.messages'
import { empresaView, updateEmpresaInput } from '../../../shared/empresa/empresa.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getEmpresaConfig, updateEmpresaConfig } from './empresa-config.service'

/** GET, PATCH /api/empresa (DESIGN §10): every member reads the settings, only an admin saves them. */
export function empresaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/empresa',
    { config: { permission: ['configuracoes', 'view'] }, schema: { response: { 200: empresaView } } },
    async (req) => getEmpresaConfig(db, tenantOf(req)),
  )

  app.patch(
    '/api/empresa',
    {
      config: { papeis: { permitidos: ['admin'], mensagem: empresaMessages.apenasAdmin } },
      schema: { body: updateEmpresaInput, response: { 200: empresaView } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      const empresa = await updateEmpresaConfig(db, tenant, req.body)
      ctx.sessions.forgetEmpresa(tenant.empresaId)
      return empresa
    },
  )
}
