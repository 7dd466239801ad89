import { z } from 'zod'
import { vistoriaIdParams } from '../../../../shared/vistoria/vistoria.schemas'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import { logoStorage } from '../../empresa/empresa-logo.storage'
import { vistoriaStorage } from '../vistoria.storage'
import { carregarTermo } from './termo.dados'

export const FORMATO_INVALIDO = 'Formato inválido. Use a4 ou 80mm.'
const termoQuery = z.strictObject({
  formato: z.enum(['a4', '80mm'], { error: FORMATO_INVALIDO }).default('a4'),
})

/** GET /api/vistorias/:id/pdf?formato=a4|80mm: the signed (or pending) term, opened inline. */
export function termoRoutes(app: App, ctx: AppContext) {
  const storages = { logos: logoStorage(ctx.config), vistorias: vistoriaStorage(ctx.config) }
  app.get(
    '/api/vistorias/:id/pdf',
    { config: { permission: ['os', 'view'] }, schema: { params: vistoriaIdParams, querystring: termoQuery } },
    async (req, reply) => {
      const dados = await carregarTermo(ctx.handle.db, storages, tenantOf(req), req.params.id)
      // The PDF library loads on the first document, not at start-up (decision 024).
      const body =
        req.query.formato === '80mm'
          ? await (await import('./termo-80mm')).termo80mm(dados)
          : await (await import('./termo-a4')).termoA4(dados)
      const nome = `Vistoria-${dados.vistoria.tipo}-${dados.vistoria.numero_os}.pdf`
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${nome}"`)
        .header('cache-control', 'private, no-store')
        .send(body)
    },
  )
}
