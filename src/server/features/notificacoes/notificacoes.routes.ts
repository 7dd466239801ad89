import { marcarLidasInput, notificacoesView } from '../../../shared/notificacoes/notificacoes.schemas'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { getNotificacoes, marcarLidas } from './notificacoes.service'

/**
 * The bell (DESIGN §9, §10): any signed-in user; each source is filtered by the permission of the screen
 * its items open, so no module permission is needed to ask.
 */
export function notificacoesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/notificacoes',
    { config: { auth: true }, schema: { response: { 200: notificacoesView } } },
    async (req) => getNotificacoes(db, tenantOf(req)),
  )
  // No body (or `{}`) marks everything shown now; `{ ids }` marks those items.
  app.post(
    '/api/notificacoes/lidas',
    {
      // Marking read is the user's own bookkeeping, not company data: allowed in a read-only company.
      config: { auth: true, somenteLeitura: 'permitido' },
      schema: { body: marcarLidasInput.nullish(), response: { 200: notificacoesView } },
    },
    async (req) => marcarLidas(db, tenantOf(req), req.body ?? {}),
  )
}
