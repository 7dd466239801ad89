import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { TestApp } from '../../test/build-app'
import { fastTestHasher } from '../../test/fast-password'

// The other API test files hash cheaply (src/server/test/setup.ts replaces the hasher). Here the app is
// loaded again from fresh modules, as main.ts loads it, so what it stores is the production hash.
let t: TestApp
let factories: typeof import('../../test/factories')
let schema: typeof import('../../db/schema')
beforeAll(async () => {
  vi.resetModules()
  const { createTestApp } = await import('../../test/build-app')
  factories = await import('../../test/factories')
  schema = await import('../../db/schema')
  t = await createTestApp()
})
afterAll(() => t.close())

it("stores better-auth's scrypt hash at sign-up and signs in with it when nothing replaces the hasher", async () => {
  const { buildCompany, signIn, TEST_PASSWORD } = factories
  const { admin } = await buildCompany(t)
  const [conta] = await t.handle.db
    .select({ password: schema.accounts.password })
    .from(schema.accounts)
    .where(eq(schema.accounts.userId, admin.userId))
  expect(conta.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
  expect(await verifyPassword({ hash: conta.password!, password: TEST_PASSWORD })).toBe(true)
  expect(await fastTestHasher.verify({ hash: conta.password!, password: TEST_PASSWORD })).toBe(false)
  expect(await signIn(t, admin.email)).toContain('session_token=')
  await expect(signIn(t, admin.email, 'outra-senha-123')).rejects.toThrow(/sign-in failed: 401/)
})

it('the test hasher still refuses a wrong password', async () => {
  const hash = await fastTestHasher.hash('senha-segura-123')
  expect(await fastTestHasher.verify({ hash, password: 'senha-segura-123' })).toBe(true)
  expect(await fastTestHasher.verify({ hash, password: 'senha-segura-124' })).toBe(false)
})
