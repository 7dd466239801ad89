import {
  createVeiculoInput,
  updateVeiculoInput,
  veiculosQuery,
  veiculoView,
} from '../../../../shared/cadastros/veiculos.schemas'
import { registerRoutes } from '../../../http/crud-routes'
import type { App, AppContext } from '../../../http/types'
import { veiculoHistoricoRoutes } from './veiculo-historico.routes'
import { veiculosService } from './veiculos.service'

export function veiculosRoutes(app: App, ctx: AppContext) {
  registerRoutes(app, ctx, {
    base: '/api/veiculos',
    view: veiculoView,
    create: createVeiculoInput,
    update: updateVeiculoInput,
    query: veiculosQuery,
    service: veiculosService,
  })
  veiculoHistoricoRoutes(app, ctx)
}
