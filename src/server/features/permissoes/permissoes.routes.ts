import {
  permissoesQuery,
  permissoesView,
  updatePermissoesInput,
} from '../../../shared/permissoes/permissoes.schemas'
import { forbidden } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getPermissoes, updatePermissoes } from './permissoes.service'

/** Route hooks run after the auth hook and before the body is read: a non-admin gets 403, never a 400. */
const onlyAdmin = async (req: { tenant: Parameters<typeof tenantOf>[0]['tenant'] }) => {
  if (tenantOf(req).role !== 'admin') throw forbidden()
}

/** GET ?role=, PUT { role, rows } /api/permissoes (DESIGN §10): the Permissões tab, admin only. */
export function permissoesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/permissoes',
    {
      config: { auth: true },
      schema: { querystring: permissoesQuery, response: { 200: permissoesView } },
      onRequest: onlyAdmin,
    },
    async (req) => getPermissoes(db, tenantOf(req), req.query.role),
  )

  app.put(
    '/api/permissoes',
    {
      config: { auth: true },
      schema: { body: updatePermissoesInput, response: { 200: permissoesView } },
      onRequest: onlyAdmin,
    },
    async (req) => {
      const tenant = tenantOf(req)
      const view = await updatePermissoes(db, tenant, req.body)
      ctx.sessions.forgetEmpresa(tenant.empresaId)
      return view
    },
  )
}
