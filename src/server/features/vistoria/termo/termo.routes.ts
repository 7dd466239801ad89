import { z } from 'zod'
import {
  termoEmailInput,
  termoEmailResult,
  vistoriaIdParams,
} from '../../../../shared/vistoria/vistoria.schemas'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import type { Tenant } from '../../auth/tenant.service'
import { logoStorage } from '../../empresa/empresa-logo.storage'
import { vistoriaStorage } from '../vistoria.storage'
import { enviarTermoPorEmail } from '../vistoria-email'
import { carregarTermo } from './termo.dados'

export const FORMATO_INVALIDO = 'Formato inválido. Use a4 ou 80mm.'
const termoQuery = z.strictObject({
  formato: z.enum(['a4', '80mm'], { error: FORMATO_INVALIDO }).default('a4'),
})

/** The term's bytes and file name (the email attaches the same A4 file). */
async function gerarTermo(ctx: AppContext, tenant: Tenant, id: string, formato: 'a4' | '80mm') {
  const storages = { logos: logoStorage(ctx.config), vistorias: vistoriaStorage(ctx.config) }
  const dados = await carregarTermo(ctx.handle.db, storages, tenant, id)
  // The PDF library loads on the first document, not at start-up (decision 024).
  const body =
    formato === '80mm'
      ? await (await import('./termo-80mm')).termo80mm(dados)
      : await (await import('./termo-a4')).termoA4(dados)
  return { body, filename: `Vistoria-${dados.vistoria.tipo}-${dados.vistoria.numero_os}.pdf` }
}

/** GET /api/vistorias/:id/pdf?formato=a4|80mm (opened inline) and POST /api/vistorias/:id/email. */
export function termoRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/vistorias/:id/pdf',
    {
      config: {
        permission: ['os', 'view'],
        auditoria: {
          entidade: 'vistorias',
          acao: 'baixou',
          descricao: 'Termo de vistoria (PDF)',
          categoria: 'seguranca',
        },
      },
      schema: { params: vistoriaIdParams, querystring: termoQuery },
    },
    async (req, reply) => {
      const { body, filename } = await gerarTermo(ctx, tenantOf(req), req.params.id, req.query.formato)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body)
    },
  )
  // Edit, like the customer's link: it hands the inspection to someone outside the company.
  app.post(
    '/api/vistorias/:id/email',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: vistoriaIdParams, body: termoEmailInput, response: { 200: termoEmailResult } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      return enviarTermoPorEmail(ctx.handle.db, ctx.config, tenant, req.params.id, req.body, () =>
        gerarTermo(ctx, tenant, req.params.id, 'a4'),
      )
    },
  )
}
