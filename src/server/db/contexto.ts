import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Where a request's database changes come from, for the activity log (issue 29): set once per HTTP request
 * (app.ts) and read by every tenant transaction the request opens (with-tenant.ts), so no service passes it
 * along. Background jobs run outside it (their changes are the system's).
 */
export interface ContextoDasEscritas {
  /** usuario: a signed-in user's request; portal: a customer's public link; webhook: a provider's call. */
  origem: 'usuario' | 'portal' | 'webhook' | 'sistema'
  ip?: string
  userAgent?: string
  requisicao?: string
}

export const contextoDasEscritas = new AsyncLocalStorage<ContextoDasEscritas>()

/** `fn` outside any request's context: work a request woke that is not its own (a job's round). */
export const foraDaRequisicao = <T>(fn: () => T): T => contextoDasEscritas.exit(fn)
