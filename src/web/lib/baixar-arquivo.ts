import { apiErrorOf, genericMessages } from '../../shared/http/api-error'
import { ApiError } from './api-client'

/** The file name the server gave (content-disposition), or `padrao`. */
const nomeDoArquivo = (resposta: Response, padrao: string) =>
  /filename="?([^";]+)"?/i.exec(resposta.headers.get('content-disposition') ?? '')?.[1] ?? padrao

interface Opcoes {
  /** Bytes received so far, as they arrive (a big export shows how much came). */
  onProgresso?: (bytes: number) => void
  /** The message when the server gives none (or the transfer is cut mid-way). */
  erroPadrao?: string
}

/**
 * Downloads a file from the API and hands it to the browser as a download (exports, ZIPs, XMLs). Unlike a
 * plain link it knows when the file is ready (the button shows its progress) and reads the server's
 * Portuguese message when there is no file (a month without XMLs is a 404 with a reason).
 */
export async function baixarArquivo(caminho: string, padrao: string, opcoes: Opcoes = {}): Promise<string> {
  const erroPadrao = opcoes.erroPadrao ?? genericMessages.erroInesperado
  let resposta: Response
  try {
    resposta = await fetch(caminho, { credentials: 'same-origin' })
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: genericMessages.semConexao, fromServer: false })
  }
  if (!resposta.ok || !resposta.body) {
    const erro = apiErrorOf(await resposta.json().catch(() => undefined))
    throw new ApiError({
      status: resposta.status,
      code: erro?.code ?? 'unknown',
      message: erro?.message ?? erroPadrao,
      fields: erro?.fields,
      fromServer: Boolean(erro),
    })
  }
  const arquivo = await lerCorpo(resposta, opcoes.onProgresso, erroPadrao)
  const nome = nomeDoArquivo(resposta, padrao)
  const url = URL.createObjectURL(arquivo)
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

/** The answer's body, read part by part when someone follows the progress. */
async function lerCorpo(resposta: Response, onProgresso: Opcoes['onProgresso'], erroPadrao: string) {
  if (!onProgresso || !resposta.body) return resposta.blob()
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
    throw new ApiError({ status: 0, code: 'incompleto', message: erroPadrao, fromServer: false })
  }
  const tipo = resposta.headers.get('content-type') ?? 'application/octet-stream'
  return new Blob(partes as BlobPart[], { type: tipo })
}
