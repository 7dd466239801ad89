import { describe, expect, it } from 'vitest'
import { SessionCache } from './session-cache'
import type { Tenant } from './tenant.service'

const tenant = (userId: string, empresaId: string) => ({ userId, empresaId }) as Tenant
const inAnHour = () => new Date(Date.now() + 3_600_000)

describe('SessionCache', () => {
  it('forgets every session of a user and every session of a company', () => {
    const cache = new SessionCache()
    cache.set('a1', tenant('ana', 'e1'), inAnHour())
    cache.set('a2', tenant('ana', 'e1'), inAnHour())
    cache.set('b1', tenant('bia', 'e1'), inAnHour())
    cache.set('c1', tenant('caio', 'e2'), inAnHour())
    cache.forgetUser('ana')
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined])
    expect(cache.get('b1')?.userId).toBe('bia')
    cache.forgetEmpresa('e1')
    expect(cache.get('b1')).toBeUndefined()
    expect(cache.get('c1')?.userId).toBe('caio')
  })

  it('never remembers a session past its expiry', () => {
    const cache = new SessionCache()
    cache.set('old', tenant('ana', 'e1'), new Date(Date.now() - 1000))
    expect(cache.get('old')).toBeUndefined()
  })
})
