import { alcanceDoEndereco } from '../../../shared/sistema/endereco'
import { enderecoDosLinksView } from '../../../shared/sistema/endereco.schemas'
import type { App, AppContext } from '../../http/types'

/**
 * GET /api/sistema/endereco: the address customers' links use (BASE_URL, or the one Bancada chose), for
 * Configurações › Sistema to say whether a customer's phone can open them.
 */
export function sistemaRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/sistema/endereco',
    {
      config: { permission: ['configuracoes', 'view'] },
      schema: { response: { 200: enderecoDosLinksView } },
    },
    async () => ({
      url: ctx.config.baseUrl,
      configurado: ctx.config.baseUrlConfigurado,
      alcance: alcanceDoEndereco(ctx.config.baseUrl),
    }),
  )
}
