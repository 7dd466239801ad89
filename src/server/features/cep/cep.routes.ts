import { cadastrosMessages } from '../../../shared/cadastros/cadastros.messages'
import { cepParams, enderecoCep } from '../../../shared/cadastros/cep.schemas'
import { AppError, notFound } from '../../http/errors'
import type { App, AppContext } from '../../http/types'
import { createCepLookup } from './cep.service'

/** GET /api/cep/:cep for the register forms (signed-in users only: not an open proxy). */
export function cepRoutes(app: App, ctx: AppContext) {
  const lookupCep = createCepLookup(ctx.config)
  app.get(
    '/api/cep/:cep',
    { config: { auth: true }, schema: { params: cepParams, response: { 200: enderecoCep } } },
    async (req) => {
      const lookup = await lookupCep(req.params.cep)
      // Both providers down is not "no such CEP": the form says the lookup failed, and a retry may work.
      if (!lookup) throw new AppError(503, 'CEP_INDISPONIVEL', cadastrosMessages.cepIndisponivel)
      if (!lookup.found) throw notFound(cadastrosMessages.cepNaoEncontrado)
      return lookup.endereco
    },
  )
}
