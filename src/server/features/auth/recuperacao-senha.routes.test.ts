import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailsSaida, sessions, verifications } from '../../db/schema'
import { limiteAtingidoMessage } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp'

const NEUTRA = 'Se o email estiver cadastrado, enviaremos um link para redefinir a senha.'
const INVALIDO = 'Link de redefinição inválido ou expirado'

// A local SMTP server receives the emails: the link is read from what was sent, never from the outbox.
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

const esqueci = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email } })
const redefinir = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/redefinir-senha', payload })
const tryPassword = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })

/** The outbox rows of the emails to `email`, once the background send has settled. */
async function emailsPara(app: TestApp, email: string, count = 1) {
  return vi.waitFor(
    async () => {
      // The sign-up's confirmation email may reach the same address: only the reset emails count here.
      const rows = (await app.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, email))).filter(
        (r) => r.assunto !== ASSUNTO_CONFIRMACAO,
      )
      if (rows.length < count || rows.some((r) => r.status === 'pendente')) throw new Error('ainda não')
      return rows.sort((a, b) => a.criado_em.getTime() - b.criado_em.getTime())
    },
    { timeout: 10_000, interval: 50 },
  )
}

const ASSUNTO_CONFIRMACAO = 'Confirme seu email no Bancada'
const LINK = /http:\/\/localhost:3000\/auth\/redefinir-senha\?token=(\S+)/

/** Asks for a reset link for `email` and returns the email the person received and its token. */
async function pedirEmail(email: string, nth = 1): Promise<{ texto: string; token: string }> {
  expect((await esqueci(t, email)).statusCode).toBe(200)
  const recebida = await vi.waitFor(
    () => {
      const recebidas = smtp.recebidas.filter((r) => r.para.includes(email) && LINK.test(r.texto))
      if (recebidas.length < nth) throw new Error('ainda não')
      return recebidas[nth - 1]
    },
    { timeout: 10_000, interval: 50 },
  )
  const link = recebida.texto.match(LINK)
  if (!link) throw new Error(`sem link no email: ${recebida.texto}`)
  return { texto: recebida.texto, token: link[1] }
}

const pedirLink = async (email: string, nth = 1) => (await pedirEmail(email, nth)).token

describe('POST /api/auth/esqueci-senha with SMTP', () => {
  it('answers the same for an unknown and a known email, and mails the link only to the known one', async () => {
    const { admin } = await buildCompany(t)
    const desconhecido = uniqueEmail('ninguem')
    const a = await esqueci(t, desconhecido)
    const b = await esqueci(t, admin.email.toUpperCase())
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.json()).toEqual({ message: NEUTRA, por_email: true })
    expect(b.body).toBe(a.body)
    expect(a.headers['set-cookie']).toBeUndefined()

    const [email] = await emailsPara(t, admin.email)
    expect(email.assunto).toBe('Redefinição de senha do Bancada')
    expect(email.texto).toContain('Olá, Ana Admin!')
    expect(email.texto).toContain('vale por 1 hora')
    expect(
      await t.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, desconhecido)),
    ).toHaveLength(0)
  })

  it('mails a working link but keeps the outbox row without its token', async () => {
    const { admin } = await buildCompany(t)
    const { texto, token } = await pedirEmail(admin.email)
    const [row] = await emailsPara(t, admin.email)
    expect(row.status).toBe('enviado')
    // The record is the sent text with the token replaced, and no column of the outbox holds it.
    expect(row.texto).toBe(texto.replace(token, '[oculto]'))
    expect(row.texto).toContain('http://localhost:3000/auth/redefinir-senha?token=[oculto]')
    expect(JSON.stringify(await t.handle.db.select().from(emailsSaida))).not.toContain(token)
    expect((await redefinir({ token, nova_senha: 'senha-nova-9' })).statusCode).toBe(200)
    expect((await tryPassword(admin.email, 'senha-nova-9')).statusCode).toBe(200)
  })

  it('keeps no token in the outbox when the send fails either', async () => {
    // Nothing listens on port 9: the SMTP connection is refused at once.
    const falha = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    try {
      const { admin } = await buildCompany(falha)
      expect((await esqueci(falha, admin.email)).statusCode).toBe(200)
      const [row] = await emailsPara(falha, admin.email)
      expect(row.status).toBe('erro')
      expect(row.texto).toContain('http://localhost:3000/auth/redefinir-senha?token=[oculto]')
      expect(row.texto).not.toMatch(/token=(?!\[oculto\])/)
    } finally {
      await falha.close()
    }
  })

  it('stores only the hash of the token, valid for one hour', async () => {
    const { admin } = await buildCompany(t)
    const token = await pedirLink(admin.email)
    const rows = await t.handle.db.select().from(verifications).where(eq(verifications.value, admin.userId))
    expect(rows).toHaveLength(1)
    expect(rows[0].identifier).not.toContain(token)
    const minutes = (rows[0].expiresAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('sends nothing to an inactive user', async () => {
    const { empresaId } = await buildCompany(t)
    const inativo = await buildUser(t, empresaId, 'operador', { ativo: false })
    const res = await esqueci(t, inativo.email)
    expect(res.json()).toEqual({ message: NEUTRA, por_email: true })
    const ativo = await buildUser(t, empresaId, 'operador')
    await pedirLink(ativo.email) // a later email settles: the inactive one's would have been written first
    expect(
      await t.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, inativo.email)),
    ).toHaveLength(0)
    expect(
      await t.handle.db.select().from(verifications).where(eq(verifications.value, inativo.userId)),
    ).toHaveLength(0)
  })

  it("answers 400 'Informe um email válido' for a bad email", async () => {
    const res = await esqueci(t, 'nao-e-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.email).toBe('Informe um email válido')
  })
})

describe('POST /api/auth/esqueci-senha without SMTP', () => {
  it('answers 200 pointing to the administrator, the same for any email, and stores no link', async () => {
    const { admin } = await buildCompany(semSmtp)
    const known = await esqueci(semSmtp, admin.email)
    const unknown = await esqueci(semSmtp, uniqueEmail('ninguem'))
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual({
      por_email: false,
      message:
        'Este servidor não envia emails. Peça ao administrador da sua empresa para redefinir a sua senha em Configurações > Usuários.',
    })
    expect(unknown.body).toBe(known.body)
    expect(
      await semSmtp.handle.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, 'redefinir-senha:%')),
    ).toHaveLength(0)
    expect(await semSmtp.handle.db.select().from(emailsSaida)).toHaveLength(0)
  })
})

describe('POST /api/auth/redefinir-senha', () => {
  it('sets the password, ends every session of the user, and works only once', async () => {
    const { empresaId, admin } = await buildCompany(t)
    const colega = await buildUser(t, empresaId, 'gerente')
    const outra = await signIn(t, admin.email)
    expect((await me(admin.cookie)).statusCode).toBe(200) // remembered by the cache
    expect((await me(outra)).statusCode).toBe(200)
    const token = await pedirLink(admin.email)

    const res = await redefinir({ token, nova_senha: 'senha-nova-9' })
    expect(res.statusCode).toBe(200)
    expect((await me(admin.cookie)).statusCode).toBe(401)
    expect((await me(outra)).statusCode).toBe(401)
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, admin.userId))).toHaveLength(0)
    expect((await me(colega.cookie)).statusCode).toBe(200)
    expect((await tryPassword(admin.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await tryPassword(admin.email, 'senha-nova-9')).statusCode).toBe(200)

    const again = await redefinir({ token, nova_senha: 'terceira-senha' })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toMatchObject({ code: 'LINK_INVALIDO', message: INVALIDO })
    expect((await tryPassword(admin.email, 'senha-nova-9')).statusCode).toBe(200)
  })

  it('refuses an expired link and keeps the password', async () => {
    const { admin } = await buildCompany(t)
    const token = await pedirLink(admin.email)
    await t.handle.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, admin.userId))
    const res = await redefinir({ token, nova_senha: 'senha-nova-9' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(INVALIDO)
    expect((await tryPassword(admin.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('a new request replaces the older link', async () => {
    const { admin } = await buildCompany(t)
    const first = await pedirLink(admin.email, 1)
    const second = await pedirLink(admin.email, 2)
    expect(second).not.toBe(first)
    expect((await redefinir({ token: first, nova_senha: 'senha-nova-9' })).statusCode).toBe(400)
    expect((await redefinir({ token: second, nova_senha: 'senha-nova-9' })).statusCode).toBe(200)
  })

  it.each([
    [{ token: 'nao-existe', nova_senha: 'senha-nova-9' }, null, INVALIDO],
    [{ token: '', nova_senha: 'senha-nova-9' }, 'token', INVALIDO],
    [{ nova_senha: 'senha-nova-9' }, 'token', INVALIDO],
    [{ token: 'x', nova_senha: '12345' }, 'nova_senha', 'A senha deve ter pelo menos 6 caracteres'],
    [{ token: 'x', nova_senha: 'x'.repeat(129) }, 'nova_senha', 'A senha deve ter no máximo 128 caracteres'],
    [{ token: 'x', nova_senha: 'senha-nova-9', email: 'a@b.com' }, 'email', 'Campo não permitido'],
  ])('answers 400 for %j', async (payload, field, message) => {
    const res = await redefinir(payload)
    expect(res.statusCode).toBe(400)
    if (field) expect(res.json().error.fields[field]).toBe(message)
    else expect(res.json().error.message).toBe(message)
  })

  it('a short new password does not spend the link', async () => {
    const { admin } = await buildCompany(t)
    const token = await pedirLink(admin.email)
    expect((await redefinir({ token, nova_senha: '123' })).statusCode).toBe(400)
    expect((await redefinir({ token, nova_senha: 'senha-nova-9' })).statusCode).toBe(200)
  })
})

describe('rate limits', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AUTH_WINDOW_MS: '60000' })
  })
  afterAll(() => limited.close())

  it.each([
    ['/api/auth/esqueci-senha', { email: 'x@y.com' }, 200],
    ['/api/auth/redefinir-senha', { token: 'x', nova_senha: 'senha-nova-9' }, 400],
  ])('answers 429 with a Portuguese message after too many tries of %s', async (url, payload, status) => {
    const attempt = () => limited.app.inject({ method: 'POST', url, payload })
    expect((await attempt()).statusCode).toBe(status)
    expect((await attempt()).statusCode).toBe(status)
    const res = await attempt()
    expect(res.statusCode).toBe(429)
    expect(res.json().error.message).toMatch(limiteAtingidoMessage)
  })
})
