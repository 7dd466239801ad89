import { apiErrorOf, genericMessages } from '../../../../shared/http/api-error'
import { ApiError } from '../../../lib/api-client'

/** The file name the server gave (content-disposition), or `padrao`. */
const nomeDoArquivo = (resposta: Response, padrao: string) =>
  /filename="?([^";]+)"?/i.exec(resposta.headers.get('content-disposition') ?? '')?.[1] ?? padrao

/**
 * Downloads a file from the API and hands it to the browser as a download. Unlike a plain link it knows
 * when the file is ready (the button shows its progress) and reads the server's Portuguese message when
 * there is no file (a month without XMLs is a 404 with a reason).
 */
export async function baixarArquivo(caminho: string, padrao: string): Promise<string> {
  let resposta: Response
  try {
    resposta = await fetch(caminho, { credentials: 'same-origin' })
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
  const nome = nomeDoArquivo(resposta, padrao)
  const url = URL.createObjectURL(await resposta.blob())
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = nome
    document.body.append(a)
    a.click()
    a.remove()
  } finally {
    // After the click the browser holds the file; the object URL can go on the next tick.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return nome
}
