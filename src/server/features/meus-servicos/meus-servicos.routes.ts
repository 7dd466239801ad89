import { meusServicosView } from '../../../shared/meus-servicos/meus-servicos.schemas'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { getMeusServicos } from './meus-servicos.service'

/** 'Meus serviços' (issue 25): the technician's phone list; moves and saves go through the OS routes. */
export function meusServicosRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/meus-servicos',
    {
      config: { permission: ['os', 'view'] },
      schema: { response: { 200: meusServicosView } },
    },
    async (req) => getMeusServicos(db, tenantOf(req)),
  )
}
