import { apiErrorOf, genericMessages } from '../../../../shared/http/api-error'
import { ApiError } from '../../../lib/api-client'

/**
 * GET /api/clientes/:id/dados-pessoais.zip, handed to the browser as a download. A fetch (not a plain
 * link) knows when the file is ready, so the button shows progress, and reads the server's Portuguese
 * message on a refusal.
 */
export async function exportarDadosDoCliente(id: string): Promise<string> {
  let resposta: Response
  try {
    resposta = await fetch(`/api/clientes/${encodeURIComponent(id)}/dados-pessoais.zip`, {
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: genericMessages.semConexao, fromServer: false })
  }
  if (!resposta.ok) {
    const erro = apiErrorOf(await resposta.json().catch(() => undefined))
    throw new ApiError({
      status: resposta.status,
      code: erro?.code ?? 'unknown',
      message: erro?.message ?? genericMessages.erroInesperado,
      fromServer: Boolean(erro),
    })
  }
  const nome =
    /filename="?([^";]+)"?/i.exec(resposta.headers.get('content-disposition') ?? '')?.[1] ??
    'dados-pessoais.zip'
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
