import { apiErrorOf, genericMessages, limiteAtingido } from '../../shared/http/api-error'

/**
 * An API failure. `fromServer` tells whether `message` came from the server's error body (the spec shows
 * the server's text when there is one, and the screen's own fallback otherwise).
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields?: Record<string, string>
  readonly fromServer: boolean
  /** On a 429: seconds until the limit frees up (the Retry-After header). */
  readonly retryAfter?: number

  constructor(opts: {
    status: number
    code: string
    message: string
    fields?: Record<string, string>
    fromServer: boolean
    retryAfter?: number
  }) {
    super(opts.message)
    this.name = 'ApiError'
    this.status = opts.status
    this.code = opts.code
    this.fields = opts.fields
    this.fromServer = opts.fromServer
    this.retryAfter = opts.retryAfter
  }
}

type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

/** Calls the Bancada API on the same origin with the session cookie; throws `ApiError` on any failure. */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequest = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // A FormData (an upload) goes as multipart: the browser sets the type with its boundary.
      headers:
        body === undefined || body instanceof FormData
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError({ status: 0, code: 'network', message: genericMessages.semConexao, fromServer: false })
  }

  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return payload as T

  const retryAfter = response.status === 429 ? retryAfterOf(response) : undefined
  const erro = apiErrorOf(payload)
  if (erro) {
    const { code, message, fields } = erro
    throw new ApiError({ status: response.status, code, message, fields, fromServer: true, retryAfter })
  }
  // A 429 without Bancada's body (a proxy's) still says, in Portuguese, when to try again; that message
  // stands for the server's, so screens show it instead of their generic fallback.
  if (response.status === 429) {
    const message = retryAfter ? limiteAtingido(retryAfter) : genericMessages.muitasTentativas
    throw new ApiError({ status: 429, code: 'RATE_LIMITED', message, fromServer: true, retryAfter })
  }
  throw new ApiError({
    status: response.status,
    code: 'unknown',
    message: genericMessages.erroInesperado,
    fromServer: false,
  })
}

/** Retry-After in seconds; the HTTP-date form is not sent by Bancada and counts as unknown. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

/** The server's own message when it sent one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback
}
