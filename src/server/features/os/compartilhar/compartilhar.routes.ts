import { idParams } from '../../../../shared/http/lista'
import { osCompartilharView, osEmailInput, osEmailResult } from '../../../../shared/os/compartilhar.schemas'
import { ocultarCampos } from '../../../../shared/permissoes/campos-restritos'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import { gerarPdf } from '../pdf/os-pdf.routes'
import { dadosCompartilhar, enviarPorEmail } from './compartilhar.service'

/** 'Enviar por WhatsApp' and 'Enviar por email' on the OS detail page (issue 9 item 2). */
export function osCompartilharRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/os/:id/compartilhar',
    {
      config: { permission: ['os', 'view'] },
      schema: { params: idParams, response: { 200: osCompartilharView } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      const {
        clienteId: _,
        danfseKey: __,
        ...view
      } = await dadosCompartilhar(db, ctx.config, tenant, req.params.id)
      return ocultarCampos(tenant, 'compartilhar', view)
    },
  )
  app.post(
    '/api/os/:id/email',
    {
      config: { permission: ['os', 'view'] },
      schema: { params: idParams, body: osEmailInput, response: { 200: osEmailResult } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      return enviarPorEmail(db, ctx.config, tenant, req.params.id, req.body, () =>
        gerarPdf(ctx, tenant, req.params.id, req.body.tipo),
      )
    },
  )
}
