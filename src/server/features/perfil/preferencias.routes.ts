import { preferenciasView, updatePreferenciasInput } from '../../../shared/perfil/preferencias.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { getPreferencias, updatePreferencias } from './preferencias.service'

/** GET, PUT /api/perfil/preferencias: every signed-in user reads and saves its own preferences. */
export function preferenciasRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/perfil/preferencias',
    { config: { auth: true }, schema: { response: { 200: preferenciasView } } },
    async (req) => getPreferencias(db, tenantOf(req)),
  )

  app.put(
    '/api/perfil/preferencias',
    {
      // A personal preference, not company data: allowed in a read-only company too.
      config: { auth: true, somenteLeitura: 'permitido' },
      schema: { body: updatePreferenciasInput, response: { 200: preferenciasView } },
    },
    async (req) => updatePreferencias(db, tenantOf(req), req.body),
  )
}
