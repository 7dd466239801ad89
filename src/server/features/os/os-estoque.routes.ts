import { idParams } from '../../../shared/http/lista'
import { osEstoqueFaltanteView } from '../../../shared/os/estoque-faltante'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { estoqueFaltanteDaOs } from './os-estoque'

/** GET /api/os/:id/estoque-faltante: the short parts shown before 'Concluir Serviço' is confirmed. */
export function osEstoqueRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/os/:id/estoque-faltante',
    {
      config: { permission: ['os', 'view'] },
      schema: { params: idParams, response: { 200: osEstoqueFaltanteView } },
    },
    async (req) => estoqueFaltanteDaOs(ctx.handle.db, tenantOf(req), req.params.id),
  )
}
