import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch, errorMessage } from './api-client'

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers }))

async function failure(): Promise<ApiError> {
  const error = await apiFetch('/api/os').catch((e: unknown) => e)
  if (!(error instanceof ApiError)) throw new Error('apiFetch did not fail with an ApiError')
  return error
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiFetch on a 429', () => {
  it("keeps the server's message and reads Retry-After", async () => {
    const message = 'Muitas solicitações em pouco tempo. Tente novamente em 42 segundos.'
    answer(429, JSON.stringify({ error: { code: 'RATE_LIMITED', message } }), { 'retry-after': '42' })
    const error = await failure()
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 42, message })
    expect(errorMessage(error, 'Não foi possível salvar')).toBe(message)
  })

  it("says when to try again from a proxy's Retry-After when the body is not Bancada's", async () => {
    answer(429, '<html>Too Many Requests</html>', { 'retry-after': '30' })
    const error = await failure()
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 30 })
    expect(errorMessage(error, 'Não foi possível salvar')).toBe(
      'Muitas solicitações em pouco tempo. Tente novamente em 30 segundos.',
    )
  })

  it('asks to wait a few seconds when nothing says how long', async () => {
    answer(429, '')
    const error = await failure()
    expect(error.retryAfter).toBeUndefined()
    expect(error.message).toBe(
      'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
    )
  })
})
