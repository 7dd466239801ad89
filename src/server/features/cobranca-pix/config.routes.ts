import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import {
  cobrancaPixConfigInput,
  cobrancaPixConfigView,
  testeConexaoView,
} from '../../../shared/cobranca-pix/cobranca-pix.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import {
  getCobrancaPixConfig,
  removerCobrancaPixConfig,
  salvarCobrancaPixConfig,
  testarConexao,
} from './config.service'

/** Configurações > Cobrança PIX (admin only): the bank's API Pix credentials, the charge terms, the test. */
export function cobrancaPixConfigRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const admin = { config: { papeis: { permitidos: ['admin'], mensagem: m.apenasAdmin } } } as const

  app.get(
    '/api/cobranca-pix/config',
    { ...admin, schema: { response: { 200: cobrancaPixConfigView } } },
    async (req) => getCobrancaPixConfig(db, tenantOf(req), ctx.config),
  )

  app.put(
    '/api/cobranca-pix/config',
    { ...admin, schema: { body: cobrancaPixConfigInput, response: { 200: cobrancaPixConfigView } } },
    async (req) => salvarCobrancaPixConfig(db, tenantOf(req), req.body, ctx.config),
  )

  app.delete('/api/cobranca-pix/config', admin, async (req, reply) => {
    await removerCobrancaPixConfig(db, tenantOf(req))
    return reply.status(204).send()
  })

  app.post(
    '/api/cobranca-pix/testar',
    { ...admin, schema: { response: { 200: testeConexaoView } } },
    async (req) => {
      const resultado = await testarConexao(db, tenantOf(req), ctx.config)
      // A working connection: what waited for it (charges made while it failed) goes to the bank now.
      if (resultado.ok) ctx.cobrancaPix.acordar(tenantOf(req).empresaId)
      return resultado
    },
  )
}
