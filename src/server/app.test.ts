import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/build-app'

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
