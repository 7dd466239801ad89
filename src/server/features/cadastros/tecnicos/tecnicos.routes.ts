import {
  createTecnicoInput,
  tecnicosQuery,
  tecnicoUsuariosView,
  tecnicoView,
  updateTecnicoInput,
} from '../../../../shared/cadastros/tecnicos.schemas'
import { registerRoutes } from '../../../http/crud-routes'
import { type App, type AppContext, tenantOf } from '../../../http/types'
import { listUsuariosParaTecnico } from './tecnico-usuario'
import { tecnicosService } from './tecnicos.service'

export function tecnicosRoutes(app: App, ctx: AppContext) {
  // The form's 'Usuário do sistema' picker: whoever may edit a register may link it to a user.
  app.get(
    '/api/tecnicos/usuarios',
    {
      config: { permission: ['cadastros', 'edit'] },
      schema: { response: { 200: tecnicoUsuariosView } },
    },
    async (req) => listUsuariosParaTecnico(ctx.handle.db, tenantOf(req)),
  )
  registerRoutes(app, ctx, {
    base: '/api/tecnicos',
    view: tecnicoView,
    create: createTecnicoInput,
    update: updateTecnicoInput,
    query: tecnicosQuery,
    service: tecnicosService,
  })
}
