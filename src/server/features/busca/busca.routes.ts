import { buscaQuery, buscaResultado, gruposDaBusca } from '../../../shared/busca/busca.schemas'
import { forbidden } from '../../http/errors'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { buscar } from './busca.service'

/** GET /api/busca?q= (DESIGN §10): the top bar's global search, grouped by what the user may see. */
export function buscaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/busca',
    {
      config: { auth: true },
      // Runs after the auth hook and before validation: a user who may search nothing gets 403, not 400.
      onRequest: async (req) => {
        if (gruposDaBusca(tenantOf(req)).length === 0) throw forbidden()
      },
      schema: { querystring: buscaQuery, response: { 200: buscaResultado } },
    },
    async (req) => buscar(db, tenantOf(req), req.query.q),
  )
}
