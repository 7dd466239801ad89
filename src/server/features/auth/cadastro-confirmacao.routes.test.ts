import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authMessages } from '../../../shared/auth/auth.schemas'
import { users } from '../../db/schema'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, sessionCookie, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { type FakeSmtp, type MensagemRecebida, startFakeSmtp } from '../../test/fake-smtp'

// Issue 22 item 8: with SMTP (production) an account signs in only after confirming its email, and the
// sign-up and invitation answers never tell whether an email is registered.
let smtp: FakeSmtp
let t: TestApp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
const signUp = (payload: object) => post('/api/auth/sign-up/email', payload)
const signIn = (email: string, password = TEST_PASSWORD) =>
  post('/api/auth/sign-in/email', { email, password })
const empresasCount = async () =>
  (
    (await t.handle.db.execute(sql`select count(*)::int as n from empresas`)) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0].n

/** The emails `email` received whose text matches `pattern`, waiting for background sends. */
const emailsCom = (email: string, pattern: RegExp, count = 1) =>
  vi.waitFor(
    () => {
      const found = smtp.recebidas.filter((r) => r.para.includes(email) && pattern.test(r.texto))
      if (found.length < count) throw new Error('ainda não')
      return found
    },
    { timeout: 10_000, interval: 50 },
  )

const CONFIRMAR = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/
const linkDe = (m: MensagemRecebida) => CONFIRMAR.exec(m.texto)![1]
const JA_TEM_CONTA = /você já tem uma conta/

describe('sign-up with SMTP', () => {
  it('answers "check your email" without a session; the mailed link confirms and signs in', async () => {
    const email = uniqueEmail('nova')
    const res = await signUp({
      name: 'Nina Nova',
      email,
      password: TEST_PASSWORD,
      nome_empresa: 'Nova Oficina',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      confirmar_email: true,
      email,
      message: authMessages.confirmacaoEnviada(email),
    })
    expect(res.headers['set-cookie']).toBeUndefined()

    // Before the link: the right password is refused with a Portuguese reason, and a new link is mailed.
    const antes = await signIn(email)
    expect(antes.statusCode).toBe(403)
    expect(antes.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: authMessages.emailNaoConfirmado,
    })
    const [primeiro, segundo] = await emailsCom(email, CONFIRMAR, 2)
    expect(primeiro.texto).toContain('Para confirmar seu email e entrar no Bancada')

    const aberto = await t.app.inject({ method: 'GET', url: linkDe(segundo) })
    expect(aberto.statusCode).toBe(302)
    expect(aberto.headers.location).toBe('/auth/email-confirmado')
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(aberto.headers['set-cookie']) },
    })
    expect(me.json()).toMatchObject({ role: 'admin', empresa: { nome_empresa: 'Nova Oficina' } })
    expect((await signIn(email)).statusCode).toBe(200)
  })

  it('answers a used email exactly like a new one, and tells its owner by email', async () => {
    const { admin } = await buildCompany(t)
    const antes = await empresasCount()
    const res = await signUp({ name: 'Intrusa', email: admin.email.toUpperCase(), password: 'outra-senha-1' })
    const nova = uniqueEmail('nova')
    const comparada = await signUp({ name: 'Intrusa', email: nova, password: 'outra-senha-1' })
    expect(res.statusCode).toBe(comparada.statusCode)
    expect(res.json()).toEqual({
      ...comparada.json(),
      email: admin.email,
      message: authMessages.confirmacaoEnviada(admin.email),
    })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await empresasCount()).toBe(antes + 1)
    const [aviso] = await emailsCom(admin.email, JA_TEM_CONTA)
    expect(aviso.texto).toContain('Esqueci minha senha')
    expect(aviso.texto).not.toMatch(CONFIRMAR)
    // The account and its password are untouched.
    expect((await signIn(admin.email)).statusCode).toBe(200)
  })

  it('sends a bad or expired link back to the page with the reason, signing nobody in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=nao-e-um-token&callbackURL=%2Fauth%2Femail-confirmado',
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/auth/email-confirmado?error=INVALID_TOKEN')
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})

describe('invitations with SMTP', () => {
  it('answers the admin the same for a registered email; its owner is told, not invited', async () => {
    const { admin } = await buildCompany(t)
    const outra = await buildCompany(t)
    const nova = uniqueEmail('convidada')
    const registrada = await call(t, admin, 'POST', '/api/convites', {
      email: outra.admin.email,
      role: 'operador',
    })
    const livre = await call(t, admin, 'POST', '/api/convites', { email: nova, role: 'operador' })
    expect(registrada.statusCode).toBe(201)
    expect(livre.statusCode).toBe(201)
    const forma = (r: typeof livre) => {
      const { convite, link, enviado_por_email } = r.json()
      return { chaves: Object.keys(convite).sort(), link: typeof link, enviado_por_email }
    }
    expect(forma(registrada)).toEqual(forma(livre))
    const [aviso] = await emailsCom(outra.admin.email, JA_TEM_CONTA)
    expect(aviso.texto).toContain('convidar você para a equipe de')
    expect(aviso.texto).not.toContain('?convite=')
    await emailsCom(nova, /\?convite=/)
  })

  it('accepting answers the same whether the email got an account meanwhile or not', async () => {
    const { admin } = await buildCompany(t)
    const email = uniqueEmail('convidada')
    const convite = await call(t, admin, 'POST', '/api/convites', { email, role: 'tecnico' })
    const token = new URL(convite.json().link).searchParams.get('convite')!
    // The same address signs up on its own before accepting.
    await signUp({ name: 'Já Cadastrada', email, password: TEST_PASSWORD })
    const aceito = await post('/api/auth/sign-up/convite', {
      token,
      name: 'Outra',
      password: 'senha-outra-1',
    })
    expect(aceito.statusCode).toBe(200)
    expect(aceito.json()).toEqual({
      confirmar_email: true,
      email,
      message: authMessages.confirmacaoEnviada(email),
    })
    expect(aceito.headers['set-cookie']).toBeUndefined()
    await emailsCom(email, JA_TEM_CONTA)

    // A fresh invitation is accepted the same way, and its confirmation link signs the person in.
    const email2 = uniqueEmail('convidada')
    const convite2 = await call(t, admin, 'POST', '/api/convites', { email: email2, role: 'tecnico' })
    const token2 = new URL(convite2.json().link).searchParams.get('convite')!
    const aceito2 = await post('/api/auth/sign-up/convite', {
      token: token2,
      name: 'Tina',
      password: TEST_PASSWORD,
    })
    expect(aceito2.json()).toEqual({
      confirmar_email: true,
      email: email2,
      message: authMessages.confirmacaoEnviada(email2),
    })
    const [confirmacao] = await emailsCom(email2, CONFIRMAR)
    const aberto = await t.app.inject({ method: 'GET', url: linkDe(confirmacao) })
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(aberto.headers['set-cookie']) },
    })
    expect(me.json()).toMatchObject({ role: 'tecnico', empresa: { id: admin.empresaId } })
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email2))
    expect(user.emailVerified).toBe(true)
  })
})
