import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limiteAtingidoMessage } from '../test/api'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany, signIn } from '../test/factories'
import { buildWebDir } from '../test/web-dir'

// Small budgets, so a test reaches them in a few requests; every inject comes from the same IP.
const SESSION_MAX = 4
const IP_MAX = 2
const AUTH_MAX = 2
const web = buildWebDir()
let t: TestApp
let admin: { email: string }
beforeAll(async () => {
  t = await createTestApp(
    {
      RATE_LIMIT_SESSION_MAX: String(SESSION_MAX),
      RATE_LIMIT_API_MAX: String(IP_MAX),
      RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
      RATE_LIMIT_AUTH_WINDOW_MS: '60000',
    },
    { webDir: web.dir },
  )
  ;({ admin } = await buildCompany(t))
})
afterAll(async () => {
  await t.close()
  rmSync(web.dir, { recursive: true, force: true })
})

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('rate limits', () => {
  // Two sessions of one user on two devices behind the same router: sign-in's own per-IP budget allows both.
  let balcao: string
  let celular: string
  beforeAll(async () => {
    balcao = await signIn(t, admin.email)
    celular = await signIn(t, admin.email)
  })

  it('stops a session over its budget with a Portuguese message saying when, but not another one', async () => {
    for (let i = 0; i < SESSION_MAX; i++) expect((await get('/api/os', balcao)).statusCode).toBe(200)
    const refused = await get('/api/os', balcao)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    expect(refused.json().error.message).toMatch(limiteAtingidoMessage)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)

    // The other device, same IP, same user: its own session, its own budget.
    expect((await get('/api/os', celular)).statusCode).toBe(200)
    expect((await get('/api/sessao', celular)).json().user.email).toBe(admin.email)
  })

  it('never counts static files, the app pages or the public pages, even for a session over its budget', async () => {
    for (let i = 0; i < 3 * SESSION_MAX; i++) {
      const asset = await get(web.asset, balcao)
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await get('/os/123', balcao)).statusCode).toBe(200)
      expect((await get('/precos')).statusCode).toBe(200)
      expect((await get('/auth')).statusCode).toBe(200)
    }
    expect((await get('/api/os', balcao)).statusCode).toBe(429)
  })

  it('limits requests without a session per IP, apart from the sessions of that IP', async () => {
    for (let i = 0; i < IP_MAX; i++) expect((await get('/api/demo')).statusCode).toBe(200)
    const refused = await get('/api/demo')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toMatch(limiteAtingidoMessage)
    // The signed-out visitor's probe is refused too, the signed-in device's is not.
    expect((await get('/api/sessao')).statusCode).toBe(429)
    expect((await get('/api/sessao', celular)).statusCode).toBe(200)
  })

  it('keeps sign-in limited per IP', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: admin.email, password: 'senha-errada' },
      })
    // Both tries of this IP's budget went to the two devices above.
    const refused = await attempt()
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toMatch(limiteAtingidoMessage)
  })
})
