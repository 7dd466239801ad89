import helmet, { type HelmetOptions } from 'helmet'
import type { App } from './types'

/**
 * helmet's security headers (CSP, HSTS, nosniff …) on every response. The middleware is built once:
 * @fastify/helmet rebuilt it, re-reading every option and the CSP directives, on each request.
 */
export function registerSecurityHeaders(app: App, options: HelmetOptions) {
  const applyHeaders = helmet(options)
  app.addHook('onRequest', (req, reply, done) =>
    applyHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
}
