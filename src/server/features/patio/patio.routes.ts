import { patioQuery, patioView } from '../../../shared/patio/patio.schemas'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { getPatio } from './patio.service'

/** The shop-floor board (issue 25): reads under `os` view; moves go through POST /api/os/:id/status. */
export function patioRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/patio',
    {
      config: { permission: ['os', 'view'] },
      schema: { querystring: patioQuery, response: { 200: patioView } },
    },
    async (req) => getPatio(db, tenantOf(req), req.query),
  )
}
