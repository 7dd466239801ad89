import { LRUCache } from 'lru-cache'
import type { OsListPage } from '../../../shared/os/os.schemas'

type Resumo = OsListPage['resumo']

/** How long the cards are trusted without a write in between (other processes, direct SQL). */
const TTL_MS = 10_000

/**
 * The OS list's four cards per company and day, remembered for a few seconds: they aggregate every
 * open OS, the costliest part of a list request, while the list pages through and filters
 * (docs/decisions/006). Every OS write through the API forgets its company (os.routes), so a user
 * sees their own change at once. A read that raced a write never stores what it read (generations).
 */
class OsResumoCache {
  private readonly entries = new LRUCache<string, Resumo>({ max: 10_000, ttl: TTL_MS })
  private readonly generations = new LRUCache<string, number>({ max: 10_000, ttl: 10 * TTL_MS })

  /** The company's write generation now: pass it back to `set` with what was read after it. */
  generation(empresaId: string): number {
    return this.generations.get(empresaId) ?? 0
  }

  get(empresaId: string, hoje: string): Resumo | undefined {
    return this.entries.get(`${empresaId}:${hoje}`)
  }

  set(empresaId: string, hoje: string, resumo: Resumo, generation: number) {
    if (this.generation(empresaId) === generation) this.entries.set(`${empresaId}:${hoje}`, resumo)
  }

  forget(empresaId: string) {
    this.generations.set(empresaId, this.generation(empresaId) + 1)
    for (const key of this.entries.keys()) if (key.startsWith(empresaId)) this.entries.delete(key)
  }

  clear() {
    this.entries.clear()
    this.generations.clear()
  }
}

export const osResumoCache = new OsResumoCache()
