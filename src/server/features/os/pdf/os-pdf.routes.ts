import { z } from 'zod'
import { idParams } from '../../../../shared/http/lista'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import { logoStorage } from '../../empresa/empresa-logo.storage'
import { loadDadosDocumento, TIPOS_DOCUMENTO, type TipoDocumento } from './os-pdf.dados'

export const TIPO_INVALIDO = 'Tipo de documento inválido. Use orcamento, os ou recibo.'

export const pdfQuery = z.strictObject({
  tipo: z.enum(TIPOS_DOCUMENTO, { error: TIPO_INVALIDO }).default('os'),
})

// The number already reads 'OS-2026-0001': the order's file is just that, the others say what they are.
const nomeArquivo = (tipo: TipoDocumento, numero: string) =>
  tipo === 'os' ? `${numero}.pdf` : `${tipo === 'orcamento' ? 'Orcamento' : 'Recibo'}-${numero}.pdf`

/** The printed document's bytes and file name (the email route attaches the same file). */
export async function gerarPdf(
  ctx: AppContext,
  tenant: ReturnType<typeof tenantOf>,
  osId: string,
  tipo: TipoDocumento,
) {
  const dados = await loadDadosDocumento(ctx.handle.db, logoStorage(ctx.config), tenant, osId, tipo)
  // The PDF and QR code libraries load on the first document, not at start-up (decision 024).
  const body =
    tipo === 'recibo'
      ? await (await import('./os-pdf-recibo')).documentoRecibo(dados)
      : await (await import('./os-pdf-a4')).documentoA4(dados)
  return { body, filename: nomeArquivo(tipo, dados.os.numero_os), dados }
}

/** GET /api/os/:id/pdf?tipo=orcamento|os|recibo: the printable document, opened inline in the browser. */
export function osPdfRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/os/:id/pdf',
    {
      config: {
        permission: ['os', 'view'],
        auditoria: { entidade: 'os', acao: 'baixou', descricao: 'PDF da OS', categoria: 'seguranca' },
      },
      schema: { params: idParams, querystring: pdfQuery },
    },
    async (req, reply) => {
      const { body, filename } = await gerarPdf(ctx, tenantOf(req), req.params.id, req.query.tipo)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body)
    },
  )
}
