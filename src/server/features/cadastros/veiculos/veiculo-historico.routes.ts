import { veiculoHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { idParams } from '../../../../shared/http/lista'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import { getVeiculoHistorico } from './veiculo-historico'

/** The vehicle's page (issue 27 item 4): read under the registers' view, like the vehicle itself. */
export function veiculoHistoricoRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/veiculos/:id/historico',
    {
      config: { permission: ['cadastros', 'view'] },
      schema: { params: idParams, response: { 200: veiculoHistoricoView } },
    },
    async (req) => getVeiculoHistorico(ctx.handle.db, tenantOf(req), req.params.id),
  )
}
