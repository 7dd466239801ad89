import {
  permissoesQuery,
  permissoesView,
  updatePermissoesInput,
} from '../../../shared/permissoes/permissoes.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getPermissoes, updatePermissoes } from './permissoes.service'

/** GET ?role=, PUT { role, rows } /api/permissoes (DESIGN §10): the Permissões tab, admin only. */
export function permissoesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/permissoes',
    {
      config: { papeis: { permitidos: ['admin'] } },
      schema: { querystring: permissoesQuery, response: { 200: permissoesView } },
    },
    async (req) => getPermissoes(db, tenantOf(req), req.query.role),
  )

  app.put(
    '/api/permissoes',
    {
      config: { papeis: { permitidos: ['admin'] } },
      schema: { body: updatePermissoesInput, response: { 200: permissoesView } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      const view = await updatePermissoes(db, tenant, req.body)
      ctx.sessions.forgetEmpresa(tenant.empresaId)
      return view
    },
  )
}
