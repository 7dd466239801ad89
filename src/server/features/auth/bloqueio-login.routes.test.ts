import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authMessages } from '../../../shared/auth/auth.schemas'
import { tentativasLogin } from '../../db/schema'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp'

// Issue 22 item 8: besides the per-IP limit, an account locks after 5 failed sign-ins in a row.
let smtp: FakeSmtp
let t: TestApp
let semSmtp: TestApp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url })
  semSmtp = await createTestApp()
})
afterAll(async () => {
  await t.close()
  await semSmtp.close()
  await smtp.close()
})

const signIn = (app: TestApp, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })
async function falhar(app: TestApp, email: string, vezes = 5) {
  for (let i = 0; i < vezes; i++) expect((await signIn(app, email, 'senha-errada-1')).statusCode).toBe(401)
}
/** As if the lockout had ended: its end moved to the past. */
const passarBloqueio = (app: TestApp, email: string) =>
  app.handle.db
    .update(tentativasLogin)
    .set({ bloqueado_ate: sql`now() - interval '1 second'` })
    .where(eq(tentativasLogin.email, email))

describe('sign-in lockout per account', () => {
  it('locks after 5 failures, even the right password, saying when; tells the owner once by email', async () => {
    const { admin } = await buildCompany(t)
    await falhar(t, admin.email)
    const res = await signIn(t, admin.email, TEST_PASSWORD)
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('CONTA_BLOQUEADA')
    expect(res.json().error.message).toMatch(/bloqueada: tente novamente em 15 minutos ou redefina sua senha/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(890)
    // Tries while locked neither count nor stretch the lockout.
    expect((await signIn(t, admin.email, 'senha-errada-1')).json().error.message).toBe(
      res.json().error.message,
    )

    const avisos = await vi.waitFor(() => {
      const found = smtp.recebidas.filter((r) => r.para.includes(admin.email) && /bloqueada/.test(r.texto))
      if (found.length === 0) throw new Error('ainda não')
      return found
    })
    expect(avisos).toHaveLength(1)
    expect(avisos[0].texto).toContain('a entrada ficou bloqueada por 15 minutos')
    // Another account is not affected.
    const outra = await buildCompany(t)
    expect((await signIn(t, outra.admin.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('ends: after the time the right password works; the next lockout in a row lasts twice as long', async () => {
    const { admin } = await buildCompany(t)
    await falhar(t, admin.email)
    await passarBloqueio(t, admin.email)
    await falhar(t, admin.email)
    const res = await signIn(t, admin.email, TEST_PASSWORD)
    expect(res.json().error.message).toContain('tente novamente em 30 minutos')
    await passarBloqueio(t, admin.email)
    expect((await signIn(t, admin.email, TEST_PASSWORD)).statusCode).toBe(200)
    // A success clears the count.
    await falhar(t, admin.email, 4)
    expect((await signIn(t, admin.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('answers an unknown email the same way: a lockout tells nobody which emails exist', async () => {
    const email = uniqueEmail('ninguem')
    await falhar(t, email)
    const res = await signIn(t, email, TEST_PASSWORD)
    expect(res.statusCode).toBe(429)
    expect(res.json().error.message).toMatch(/tente novamente em 15 minutos/)
  })

  it('unlocks on a password reset by the emailed link', async () => {
    const { admin } = await buildCompany(t)
    await falhar(t, admin.email)
    await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email: admin.email } })
    const recebida = await vi.waitFor(() => {
      const r = smtp.recebidas.find(
        (m) => m.para.includes(admin.email) && /redefinir-senha\?token=/.test(m.texto),
      )
      if (!r) throw new Error('ainda não')
      return r
    })
    const token = /redefinir-senha\?token=(\S+)/.exec(recebida.texto)![1]
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/redefinir-senha',
      payload: { token, nova_senha: 'senha-nova-99' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await signIn(t, admin.email, 'senha-nova-99')).statusCode).toBe(200)
  })

  it("unlocks when an admin resets the person's password; without SMTP the lockout holds too", async () => {
    const { admin, empresaId } = await buildCompany(semSmtp)
    const operador = await buildUser(semSmtp, empresaId, 'operador')
    await falhar(semSmtp, operador.email)
    expect((await signIn(semSmtp, operador.email, TEST_PASSWORD)).statusCode).toBe(429)
    const reset = await call(semSmtp, admin, 'POST', `/api/usuarios/${operador.userId}/senha`, {
      password: 'senha-nova-77',
    })
    expect(reset.statusCode, reset.body).toBeLessThan(300)
    expect((await signIn(semSmtp, operador.email, 'senha-nova-77')).statusCode).toBe(200)
    // Wrong passwords still answer the usual 401 message before the lockout.
    expect((await signIn(semSmtp, operador.email, 'x-errada-1')).json().error.message).toBe(
      authMessages.credenciaisInvalidas,
    )
  })
})
