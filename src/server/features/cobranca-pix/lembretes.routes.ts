import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import {
  cobrancasDoDiaView,
  lembretesEnviadosView,
  lembretesInput,
  lembretesView,
} from '../../../shared/cobranca-pix/cobranca-pix.schemas'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { cobrancasDoDia, enviarLembretesDoDia, getLembretes, salvarLembretes } from './lembretes.service'

/** Payment reminders: their settings (admin) and today's list and emails (receivables). */
export function lembretesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const admin = { config: { papeis: { permitidos: ['admin'], mensagem: m.apenasAdmin } } } as const

  app.get(
    '/api/cobranca-pix/lembretes',
    { ...admin, schema: { response: { 200: lembretesView } } },
    async (req) => getLembretes(db, tenantOf(req), ctx.config),
  )
  app.put(
    '/api/cobranca-pix/lembretes',
    { ...admin, schema: { body: lembretesInput, response: { 200: lembretesView } } },
    async (req) => salvarLembretes(db, tenantOf(req), req.body, ctx.config),
  )

  app.get(
    '/api/cobranca-pix/cobrancas-do-dia',
    { config: { permission: ['contas_receber', 'view'] }, schema: { response: { 200: cobrancasDoDiaView } } },
    async (req) => {
      const tenant = tenantOf(req)
      return cobrancasDoDia(db, tenant, ctx.config, podeVer(tenant, 'contato_cliente'))
    },
  )

  app.post(
    '/api/cobranca-pix/lembretes/enviar',
    {
      config: { permission: ['contas_receber', 'edit'] },
      schema: { response: { 200: lembretesEnviadosView } },
    },
    async (req) => {
      const enviados = await enviarLembretesDoDia(db, tenantOf(req).empresaId, ctx.config)
      return { enviados, mensagem: m.lembretesEnviados(enviados) }
    },
  )
}
