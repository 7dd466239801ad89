import type { AtividadesExportQuery } from '../../../../shared/atividades/atividades.schemas'
import { apiErrorOf, genericMessages } from '../../../../shared/http/api-error'
import { ApiError } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

/**
 * GET /api/atividades/exportar: the filtered log as CSV or XLSX, handed to the browser as a download.
 * Fetched (not a plain link) so the button knows when the file is ready and shows the server's reason.
 */
export async function exportarAtividades(query: AtividadesExportQuery): Promise<string> {
  let resposta: Response
  try {
    resposta = await fetch(`/api/atividades/exportar${queryString(query)}`, { credentials: 'same-origin' })
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: genericMessages.semConexao, fromServer: false })
  }
  if (!resposta.ok) {
    const erro = apiErrorOf(await resposta.json().catch(() => undefined))
    throw new ApiError({
      status: resposta.status,
      code: erro?.code ?? 'unknown',
      message: erro?.message ?? genericMessages.erroInesperado,
      fields: erro?.fields,
      fromServer: Boolean(erro),
    })
  }
  const nome =
    /filename="?([^";]+)"?/i.exec(resposta.headers.get('content-disposition') ?? '')?.[1] ??
    `registro-de-atividades.${query.formato}`
  const url = URL.createObjectURL(await resposta.blob())
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = nome
    document.body.append(a)
    a.click()
    a.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return nome
}
