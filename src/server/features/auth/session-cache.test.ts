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

  it("applies the channel's notifications: a user, a company, anything else forgets everything", () => {
    const cache = new SessionCache()
    cache.set('a1', tenant('ana', 'e1'), inAnHour())
    cache.set('b1', tenant('bia', 'e1'), inAnHour())
    cache.set('c1', tenant('caio', 'e2'), inAnHour())
    cache.aplicar('usuario:ana')
    expect(cache.get('a1')).toBeUndefined()
    cache.aplicar('empresa:e1')
    expect(cache.get('b1')).toBeUndefined()
    expect(cache.get('c1')?.userId).toBe('caio')
    cache.aplicar('algo-desconhecido')
    expect(cache.get('c1')).toBeUndefined()
  })

  it('does not remember an answer read before a forget that landed while it was read', () => {
    const cache = new SessionCache()
    const lidoAntes = cache.versao()
    cache.aplicar('usuario:ana')
    cache.set('a1', tenant('ana', 'e1'), inAnHour(), lidoAntes)
    expect(cache.get('a1')).toBeUndefined()
    cache.set('a1', tenant('ana', 'e1'), inAnHour(), cache.versao())
    expect(cache.get('a1')?.userId).toBe('ana')
  })

  it('remembers nothing while the channel is down and starts empty when it is back', () => {
    const cache = new SessionCache()
    cache.set('a1', tenant('ana', 'e1'), inAnHour())
    cache.canal(false)
    expect(cache.get('a1')).toBeUndefined()
    cache.set('b1', tenant('bia', 'e1'), inAnHour())
    expect(cache.get('b1')).toBeUndefined()
    cache.canal(true)
    expect([cache.get('a1'), cache.get('b1')]).toEqual([undefined, undefined])
    cache.set('b1', tenant('bia', 'e1'), inAnHour())
    expect(cache.get('b1')?.userId).toBe('bia')
  })
})
