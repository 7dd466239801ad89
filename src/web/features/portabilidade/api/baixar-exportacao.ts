import { apiErrorOf, genericMessages } from '../../../../shared/http/api-error'
import { portabilidadeMessages as m } from '../../../../shared/portabilidade/portabilidade'
import { ApiError } from '../../../lib/api-client'

export const EXPORTACAO_URL = '/api/empresa/exportacao'

/** The file name the server gave (content-disposition), or a default. */
const nomeDoArquivo = (resposta: Response) =>
  /filename="?([^";]+)"?/i.exec(resposta.headers.get('content-disposition') ?? '')?.[1] ??
  'bancada-dados-da-empresa.zip'

/**
 * GET /api/empresa/exportacao: the whole company as a ZIP, written by the server while it downloads.
 * Read here part by part so the button shows how much arrived (`onProgresso`, in bytes), then handed to
 * the browser as a download. A refusal or a cut connection is an ApiError with a Portuguese message.
 */
export async function baixarExportacao(onProgresso: (bytes: number) => void): Promise<string> {
  let resposta: Response
  try {
    resposta = await fetch(EXPORTACAO_URL, { credentials: 'same-origin' })
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: genericMessages.semConexao, fromServer: false })
  }
  if (!resposta.ok || !resposta.body) {
    const erro = apiErrorOf(await resposta.json().catch(() => undefined))
    throw new ApiError({
      status: resposta.status,
      code: erro?.code ?? 'unknown',
      message: erro?.message ?? m.erroExportacao,
      fromServer: Boolean(erro),
    })
  }
  const partes: Uint8Array[] = []
  let recebidos = 0
  const leitor = resposta.body.getReader()
  try {
    for (;;) {
      const { done, value } = await leitor.read()
      if (done) break
      partes.push(value)
      recebidos += value.byteLength
      onProgresso(recebidos)
    }
  } catch {
    // The server stops the stream when something fails mid-way: the file would be incomplete.
    throw new ApiError({ status: 0, code: 'incompleto', message: m.erroExportacao, fromServer: false })
  }
  const nome = nomeDoArquivo(resposta)
  const url = URL.createObjectURL(new Blob(partes as BlobPart[], { type: 'application/zip' }))
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
