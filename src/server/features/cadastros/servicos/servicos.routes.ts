import {
  createServicoInput,
  servicoView,
  updateServicoInput,
} from '../../../../shared/cadastros/servicos.schemas'
import { registerRoutes } from '../../../http/crud-routes'
import type { App, AppContext } from '../../../http/types'
import { servicosService } from './servicos.service'

export function servicosRoutes(app: App, ctx: AppContext) {
  registerRoutes(app, ctx, {
    base: '/api/servicos',
    view: servicoView,
    create: createServicoInput,
    update: updateServicoInput,
    service: servicosService,
    restrita: 'servico',
  })
}
