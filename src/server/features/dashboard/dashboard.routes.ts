import { dashboardAgendaView } from '../../../shared/dashboard/dashboard-agenda.schemas'
import { dashboardView } from '../../../shared/financeiro/financeiro.schemas'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { getDashboard } from './dashboard.service'
import { getDashboardAgenda } from './dashboard-agenda.service'

/** GET /api/dashboard (SPEC §2, §9): every role with `dashboard` view; financial KPIs by permission. */
export function dashboardRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/dashboard',
    { config: { permission: ['dashboard', 'view'] }, schema: { response: { 200: dashboardView } } },
    async (req) => getDashboard(db, tenantOf(req)),
  )
  // The agenda cards (issue 27 item 6): agenda data, so the agenda view.
  app.get(
    '/api/dashboard/agenda',
    { config: { permission: ['agenda', 'view'] }, schema: { response: { 200: dashboardAgendaView } } },
    async (req) => getDashboardAgenda(db, tenantOf(req)),
  )
}
