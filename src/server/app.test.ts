import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/build-app'
import { buildWebDir } from './test/web-dir'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the HTTP application', () => {
  it('answers /api/health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('answers an unknown API route with a Portuguese 404 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Rota não encontrada' } })
  })

  it('serves the OpenAPI document of the public routes at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/me',
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
      ]),
    )
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/ops'))).toBe(false)
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200)
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests')
  })
})

describe('the web app', () => {
  const web = buildWebDir()
  let withWeb: TestApp
  beforeAll(async () => {
    withWeb = await createTestApp({}, { webDir: web.dir })
  })
  afterAll(async () => {
    await withWeb.close()
    rmSync(web.dir, { recursive: true, force: true })
  })
  const get = (url: string) => withWeb.app.inject({ method: 'GET', url })

  it.each(['/auth', '/dashboard', '/os/123', '/os/nova', '/p/abc123', '/cadastros/clientes?busca=jo'])(
    'answers the app route %s with the app and 200',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it.each(['/nao-existe', '/os/123/outra-coisa', '/cadastros'])(
    'answers the unknown path %s with the app (its not-found page) and 404',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('answers an unknown API path with JSON, never the app', async () => {
    const res = await get('/api/nao-existe')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Rota não encontrada' } })
  })
})
