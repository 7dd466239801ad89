import {
  clienteView,
  createClienteInput,
  updateClienteInput,
} from '../../../../shared/cadastros/clientes.schemas'
import { registerRoutes } from '../../../http/crud-routes'
import type { App, AppContext } from '../../../http/types'
import { clienteHistoricoRoutes } from './cliente-historico.routes'
import { clientesService } from './clientes.service'

export function clientesRoutes(app: App, ctx: AppContext) {
  registerRoutes(app, ctx, {
    base: '/api/clientes',
    view: clienteView,
    create: createClienteInput,
    update: updateClienteInput,
    service: clientesService,
  })
  clienteHistoricoRoutes(app, ctx)
}
