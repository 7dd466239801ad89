import {
  createTecnicoInput,
  tecnicosQuery,
  tecnicoView,
  updateTecnicoInput,
} from '../../../../shared/cadastros/tecnicos.schemas'
import { registerRoutes } from '../../../http/crud-routes'
import type { App, AppContext } from '../../../http/types'
import { tecnicosService } from './tecnicos.service'

export function tecnicosRoutes(app: App, ctx: AppContext) {
  registerRoutes(app, ctx, {
    base: '/api/tecnicos',
    view: tecnicoView,
    create: createTecnicoInput,
    update: updateTecnicoInput,
    query: tecnicosQuery,
    service: tecnicosService,
  })
}
