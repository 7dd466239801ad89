import { apiErrorOf, genericMessages } from '../../shared/http/api-error'

/**
 * An API failure. `fromServer` tells whether `message` came from the server's error body (the spec shows
 * the server's text when there is one, and the screen's own fallback otherwise).
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields?: Record<string, string>
  readonly fromServer: boolean

  constructor(opts: {
    status: number
    code: string
    message: string
    fields?: Record<string, string>
    fromServer: boolean
  }) {
    super(opts.message)
    this.name = 'ApiError'
    this.status = opts.status
    this.code = opts.code
    this.fields = opts.fields
    this.fromServer = opts.fromServer
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
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError({ status: 0, code: 'network', message: genericMessages.semConexao, fromServer: false })
  }

  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return payload as T

  const erro = apiErrorOf(payload)
  if (erro) {
    const { code, message, fields } = erro
    throw new ApiError({ status: response.status, code, message, fields, fromServer: true })
  }
  throw new ApiError({
    status: response.status,
    code: 'unknown',
    message: genericMessages.erroInesperado,
    fromServer: false,
  })
}

/** The server's own message when it sent one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback
}
