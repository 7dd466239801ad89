import type { TestApp } from './build-app'
import type { TestUser } from './factories'

/** An authenticated request as `user`; answers Fastify's inject response. */
export const call = (
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie: user.cookie }, payload })

/** POSTs and returns the created record, failing loudly when the API refuses. */
export async function create(t: TestApp, user: TestUser, url: string, payload: object) {
  const res = await call(t, user, 'POST', url, payload)
  if (res.statusCode !== 201) throw new Error(`${url} → ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A 429's message: Portuguese, saying when to try again (shared/http/api-error.ts limiteAtingido). */
export const limiteAtingidoMessage =
  /^Muitas solicitações em pouco tempo\. Tente novamente em (\d+ segundos|1 segundo|\d+ minutos|1 minuto)\.$/
