import { fiscalMessages as m } from '../../../shared/fiscal/fiscal.messages'
import {
  municipioQuery,
  municipioView,
  nfseConfigInput,
  nfseConfigView,
  testeConfigView,
} from '../../../shared/fiscal/fiscal.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import {
  getNfseConfig,
  municipioPorNome,
  removerNfseConfig,
  salvarNfseConfig,
  testarNfseConfig,
} from './config.service'

/** Configurações > Nota fiscal (admin only): the fiscal API's token, the company's fiscal data, the test. */
export function fiscalConfigRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const admin = { config: { papeis: { permitidos: ['admin'], mensagem: m.apenasAdmin } } } as const

  app.get('/api/fiscal/config', { ...admin, schema: { response: { 200: nfseConfigView } } }, async (req) =>
    getNfseConfig(db, tenantOf(req), ctx.config),
  )

  app.put(
    '/api/fiscal/config',
    { ...admin, schema: { body: nfseConfigInput, response: { 200: nfseConfigView } } },
    async (req) => salvarNfseConfig(db, tenantOf(req), req.body, ctx.config),
  )

  app.delete('/api/fiscal/config', admin, async (req, reply) => {
    await removerNfseConfig(db, tenantOf(req))
    return reply.status(204).send()
  })

  app.post('/api/fiscal/testar', { ...admin, schema: { response: { 200: testeConfigView } } }, async (req) =>
    testarNfseConfig(db, tenantOf(req), ctx.config),
  )

  app.get(
    '/api/fiscal/municipios',
    { ...admin, schema: { querystring: municipioQuery, response: { 200: municipioView } } },
    async (req) => municipioPorNome(req.query.uf, req.query.cidade),
  )
}
