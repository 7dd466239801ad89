import { ApiError } from '../../../lib/api-client'

/** The server waits up to ~20 s for the bank (twice, token and call): past this the request is given up. */
const PRAZO_MS = 60_000

export const bancoSemResposta = 'O banco não respondeu a tempo. Tente novamente em alguns minutos.'

/** Runs a request that waits on the bank with a deadline; a timeout becomes an ApiError with its own text. */
export async function comPrazo<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(PRAZO_MS)
  try {
    return await run(signal)
  } catch (error) {
    if (!signal.aborted) throw error
    // Like a proxy's 429 (api-client.ts), this text stands for the server's: screens show it as such.
    throw new ApiError({ status: 0, code: 'timeout', message: bancoSemResposta, fromServer: true })
  }
}
