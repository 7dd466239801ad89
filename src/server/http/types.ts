import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Acao, Modulo, Role } from '../../shared/permissoes/permissoes'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/client'
import type { Auth } from '../features/auth/auth'
import type { SessionCache } from '../features/auth/session-cache'
import type { Tenant } from '../features/auth/tenant.service'
import type { RotinaCobrancaPix } from '../features/cobranca-pix/rotina'
import type { RotinaFiscal } from '../features/fiscal/rotina'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a signed-in user with an active membership ('opcional': sets it when there is one). */
    auth?: boolean | 'opcional'
    /** The route needs this module + action (implies auth). Checked before the body is read. */
    permission?: [Modulo, Acao]
    /**
     * Only these roles, whatever their permission rows say (implies auth; after `permission`): 403 with
     * `mensagem` for the others. Checked before the body is read.
     */
    papeis?: { permitidos: readonly Role[]; mensagem?: string }
    /** A write a read-only company (trial over, past due) may still make: only sign-out (DESIGN §7). */
    somenteLeitura?: 'permitido'
  }
  interface FastifyRequest {
    /** Set by the auth hook on routes with `auth`, `permission` or `papeis`. */
    tenant: Tenant | null
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** What route modules need: the database, the auth instance and the configuration. */
export interface AppContext {
  handle: DatabaseHandle
  auth: Auth
  config: Config
  /** Validated sessions, forgotten whenever a session ends or its rights change. */
  sessions: SessionCache
  /** The PIX charges' background work (cobranca-pix/rotina.ts): woken after what changes a charge. */
  cobrancaPix: RotinaCobrancaPix
  /** The NFS-e's background work (fiscal/rotina.ts): woken by invoices that make a note and by webhooks. */
  fiscal: RotinaFiscal
}

/** The tenant of a route declared with `auth`, `permission` or `papeis` (the hook guarantees it is set). */
export function tenantOf(req: { tenant: Tenant | null }): Tenant {
  if (!req.tenant) throw new Error('tenantOf() on a route without auth')
  return req.tenant
}
