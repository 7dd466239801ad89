import type { App, AppContext } from '../../http/types'
import { fiscalConfigRoutes } from './config.routes'
import { notasFiscaisRoutes } from './notas.routes'
import { relatorioFiscalRoutes } from './relatorio.routes'
import { webhookNfseRoutes } from './webhook.routes'

/** NFS-e (issue 28): settings, the notes of an OS, the provider's callback and the accountant's report. */
export function fiscalRoutes(app: App, ctx: AppContext) {
  fiscalConfigRoutes(app, ctx)
  notasFiscaisRoutes(app, ctx)
  webhookNfseRoutes(app, ctx)
  relatorioFiscalRoutes(app, ctx)
}
