import type { FastifyReply, FastifyRequest } from 'fastify'

/** Fastify's incoming headers as a Fetch `Headers` (what better-auth reads). */
export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else headers.set(key, String(value))
  }
  return headers
}

/** Copies a Fetch `Response`'s status and headers (every Set-Cookie kept) onto the reply. */
export function copyResponseHead(response: Response, reply: FastifyReply) {
  reply.status(response.status)
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length') continue
    reply.header(key, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}
