import { LRUCache } from 'lru-cache'
import type { Tenant } from './tenant.service'

/** How long a resolved session is trusted without asking the database again. */
const TTL_MS = 30_000

/**
 * Who a session cookie belongs to, remembered for a few seconds so a request costs no session lookup
 * (docs/decisions/003). Only what better-auth validated is stored, keyed by the exact cookie value;
 * everything that ends a session or changes what it may do forgets the affected entries at once: in this
 * process by the service that made the change, in every app server by the database's notification on
 * `bancada_sessoes` (docs/decisions/025, revogacoes.ts). While that channel is down nothing is
 * remembered: every request asks the database, so revocation stays immediate.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, Tenant>({ max: 20_000, ttl: TTL_MS })
  /** Moves on every forget: an answer read before it may be stale and is not remembered. */
  private geracao = 0
  /** Whether forgets from other app servers reach this one (a cache without a channel: true). */
  private ouvindo = true

  get(cookie: string): Tenant | undefined {
    return this.ouvindo ? this.entries.get(cookie) : undefined
  }

  /** Read before asking the database; `set` remembers the answer only if nothing was forgotten since. */
  versao(): number {
    return this.geracao
  }

  /** Remembers a validated session, never past the session's own expiry. */
  set(cookie: string, tenant: Tenant, expiresAt: Date, lidoNaVersao = this.geracao) {
    if (!this.ouvindo || lidoNaVersao !== this.geracao) return
    const ttl = Math.min(TTL_MS, expiresAt.getTime() - Date.now())
    if (ttl > 0) this.entries.set(cookie, tenant, { ttl })
  }

  forgetUser(userId: string) {
    this.forgetWhere((tenant) => tenant.userId === userId)
  }

  forgetEmpresa(empresaId: string) {
    this.forgetWhere((tenant) => tenant.empresaId === empresaId)
  }

  clear() {
    this.geracao++
    this.entries.clear()
  }

  /** A notification of the channel: 'usuario:<id>', 'empresa:<id>'; anything else forgets everything. */
  aplicar(payload: string) {
    const [tipo, id] = payload.split(':', 2)
    if (tipo === 'usuario' && id) this.forgetUser(id)
    else if (tipo === 'empresa' && id) this.forgetEmpresa(id)
    else this.clear()
  }

  /**
   * The channel's state. Going down or coming back forgets everything: notifications sent meanwhile are
   * lost. While down, nothing is remembered.
   */
  canal(ouvindo: boolean) {
    if (ouvindo === this.ouvindo) return
    this.ouvindo = ouvindo
    this.clear()
  }

  /** Whether sessions are being remembered (the channel is listening). */
  get lembrando(): boolean {
    return this.ouvindo
  }

  private forgetWhere(matches: (tenant: Tenant) => boolean) {
    this.geracao++
    for (const [cookie, tenant] of this.entries.entries()) if (matches(tenant)) this.entries.delete(cookie)
  }
}
