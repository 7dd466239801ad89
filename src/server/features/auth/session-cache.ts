import { LRUCache } from 'lru-cache'
import type { Tenant } from './tenant.service'

/** How long a resolved session is trusted without asking the database again. */
const TTL_MS = 30_000

/**
 * Who a session cookie belongs to, remembered for a few seconds so a request costs no session lookup
 * (docs/decisions/003). Only what better-auth validated is stored, keyed by the exact cookie value;
 * everything that ends a session or changes what it may do forgets the affected entries at once
 * (sign-out, deactivation, permission and plan changes, restore), so "revoked ends at once" holds.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, Tenant>({ max: 20_000, ttl: TTL_MS })

  get(cookie: string): Tenant | undefined {
    return this.entries.get(cookie)
  }

  /** Remembers a validated session, never past the session's own expiry. */
  set(cookie: string, tenant: Tenant, expiresAt: Date) {
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
    this.entries.clear()
  }

  private forgetWhere(matches: (tenant: Tenant) => boolean) {
    for (const [cookie, tenant] of this.entries.entries()) if (matches(tenant)) this.entries.delete(cookie)
  }
}
