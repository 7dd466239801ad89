import { clienteHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { idParams } from '../../../../shared/http/lista'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import { getClienteHistorico } from './cliente-historico'

/** The customer's page (issue 27 item 4): read under the registers' view, like the customer itself. */
export function clienteHistoricoRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/clientes/:id/historico',
    {
      config: { permission: ['cadastros', 'view'] },
      schema: { params: idParams, response: { 200: clienteHistoricoView } },
    },
    async (req) => getClienteHistorico(ctx.handle.db, tenantOf(req), req.params.id),
  )
}
