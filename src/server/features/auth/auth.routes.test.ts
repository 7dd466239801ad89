import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { empresas, membros, rolePermissions, users } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { limiteAtingidoMessage } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import {
  buildCompany,
  buildUser,
  sessionCookie,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload })
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} })

describe('sign-up', () => {
  it('creates the user, a company on a 7-day trial and its Administrador, and signs in', async () => {
    const email = uniqueEmail()
    const before = Date.now()
    const res = await signUp({
      name: 'Maria Souza',
      email,
      password: TEST_PASSWORD,
      nome_empresa: 'Funilaria Souza',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ name: 'Maria Souza', email })
    const body = (await me(sessionCookie(res.headers['set-cookie']))).json()
    expect(body.role).toBe('admin')
    expect(body.empresa).toMatchObject({
      nome_empresa: 'Funilaria Souza',
      plano: 'pro',
      status_assinatura: 'trial',
      fuso_horario: 'America/Sao_Paulo',
    })
    const trialDays = (Date.parse(body.empresa.trial_ate) - before) / 86_400_000
    expect(trialDays).toBeGreaterThan(6.99)
    expect(trialDays).toBeLessThan(7.01)
    expect(body.permissions.map((p: { modulo: string }) => p.modulo).sort()).toEqual([
      'agenda',
      'cadastros',
      'configuracoes',
      'contas_receber',
      'dashboard',
      'fiscal',
      'os',
      'relatorios',
    ])
    expect(body.permissions.every((p: Record<string, boolean>) => p.can_view && p.can_delete)).toBe(true)

    // The company starts with the default matrix for the other three roles (DESIGN §3).
    const rows = await withTenant(t.handle.db, { empresaId: body.empresa.id }, (tx) =>
      tx.select().from(rolePermissions).where(eq(rolePermissions.role, 'tecnico')),
    )
    const cr = rows.find((r) => r.modulo === 'contas_receber')!
    const os = rows.find((r) => r.modulo === 'os')!
    expect([cr.can_view, os.can_view, os.can_edit, os.can_create]).toEqual([false, true, true, false])
    // DESIGN §11: the agenda is view-only for a technician.
    const agenda = rows.find((r) => r.modulo === 'agenda')!
    expect([agenda.can_view, agenda.can_create, agenda.can_edit, agenda.can_delete]).toEqual([
      true,
      false,
      false,
      false,
    ])
    // DESIGN §11: NFS-e is not a technician's business.
    const fiscal = rows.find((r) => r.modulo === 'fiscal')!
    expect([fiscal.can_view, fiscal.can_create, fiscal.can_edit, fiscal.can_delete]).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('names the company after the user when no name is given', async () => {
    const res = await signUp({ name: 'João Pedro', email: uniqueEmail(), password: TEST_PASSWORD })
    const body = (await me(sessionCookie(res.headers['set-cookie']))).json()
    expect(body.empresa.nome_empresa).toBe('Empresa de João')
  })

  it('answers 409 for a used email (any case) and creates no second company', async () => {
    const email = uniqueEmail()
    expect((await signUp({ name: 'A', email, password: TEST_PASSWORD })).statusCode).toBe(200)
    const count = async () =>
      (await t.handle.db.execute(sql`select count(*)::int as n from empresas`)) as unknown as {
        rows: { n: number }[]
      }
    const before = (await count()).rows[0].n
    const res = await signUp({
      name: 'B',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      nome_empresa: 'X',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Este email já está cadastrado. Entre com sua senha ou use outro email.',
    )
    expect((await count()).rows[0].n).toBe(before)
  })

  it.each([
    [
      { name: '', email: uniqueEmail(), password: TEST_PASSWORD },
      'name',
      'Preencha todos os campos obrigatórios',
    ],
    [
      { name: 'A', email: uniqueEmail(), password: '12345' },
      'password',
      'A senha deve ter pelo menos 6 caracteres',
    ],
    [{ name: 'A', email: 'nao-e-email', password: TEST_PASSWORD }, 'email', 'Informe um email válido'],
    [
      { name: 'A', email: uniqueEmail(), password: TEST_PASSWORD, role: 'admin' },
      'role',
      'Campo não permitido',
    ],
    [
      { name: 'A'.repeat(121), email: uniqueEmail(), password: TEST_PASSWORD },
      'name',
      'O nome deve ter no máximo 120 caracteres',
    ],
    [
      { name: 'A', email: uniqueEmail(), password: 'x'.repeat(129) },
      'password',
      'A senha deve ter no máximo 128 caracteres',
    ],
    [
      { name: 42, email: uniqueEmail(), password: TEST_PASSWORD },
      'name',
      'Preencha todos os campos obrigatórios',
    ],
  ])('answers 400 with the field message for %j', async (payload, field, message) => {
    const res = await signUp(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect(res.body).not.toContain('at ')
  })

  it('answers 400, never 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('O corpo da requisição não é um JSON válido')
  })
})

describe('sign-in and sessions', () => {
  it('signs in with the right password and answers /api/me', async () => {
    const { admin } = await buildCompany(t)
    const cookie = await signIn(t, admin.email.toUpperCase())
    expect((await me(cookie)).json().user.email).toBe(admin.email)
  })

  it("answers 401 'Email ou senha inválidos' without saying which is wrong", async () => {
    const { admin } = await buildCompany(t)
    for (const payload of [
      { email: admin.email, password: 'senha-errada' },
      { email: uniqueEmail('ninguem'), password: 'senha-errada' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload })
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Email ou senha inválidos')
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it("answers 400 'Preencha todos os campos' for an empty field", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: '', password: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      email: 'Preencha todos os campos',
      password: 'Preencha todos os campos',
    })
  })

  it('answers 401 on /api/me without a session or with a forged cookie', async () => {
    expect((await me()).statusCode).toBe(401)
    expect((await me('bancada.session_token=forjado.assinatura')).statusCode).toBe(401)
  })

  it('answers /api/sessao with the profile when signed in and null (200, not an error) otherwise', async () => {
    const sessao = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/sessao', headers: cookie ? { cookie } : {} })
    for (const cookie of [undefined, 'bancada.session_token=forjado.assinatura']) {
      const res = await sessao(cookie)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toBeNull()
    }
    const { admin } = await buildCompany(t)
    expect((await sessao(admin.cookie)).json()).toEqual((await me(admin.cookie)).json())
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: admin.cookie } })
    expect((await sessao(admin.cookie)).json()).toBeNull()
  })

  it('signs out globally: every session of the user ends', async () => {
    const { admin } = await buildCompany(t)
    const other = await signIn(t, admin.email)
    expect((await me(other)).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: admin.cookie },
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toContain('bancada.session_token=;')
    expect((await me(admin.cookie)).statusCode).toBe(401)
    expect((await me(other)).statusCode).toBe(401)
  })

  it('refuses an inactive user at sign-in (403) and ends its existing session', async () => {
    const { empresaId } = await buildCompany(t)
    const inactive = await buildUser(t, empresaId, 'operador', { ativo: false })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: inactive.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Usuário inativo. Fale com o administrador da sua empresa.')

    const active = await buildUser(t, empresaId, 'operador')
    expect((await me(active.cookie)).statusCode).toBe(200)
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.update(membros).set({ ativo: false }).where(eq(membros.user_id, active.userId)),
    )
    // What deactivating a user does besides the update: the remembered session is forgotten.
    t.sessions.forgetUser(active.userId)
    expect((await me(active.cookie)).statusCode).toBe(401)
  })

  it('reads the session through better-auth get-session', async () => {
    const { admin } = await buildCompany(t)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.email).toBe(admin.email)
  })
})

describe('surface and protections', () => {
  it.each([
    ['GET', '/api/auth/admin/list-users'],
    ['POST', '/api/auth/admin/create-user'],
    ['POST', '/api/auth/admin/set-role'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/organization/create'],
  ])('answers 404 for %s %s, even to an admin', async (method, url) => {
    const { admin } = await buildCompany(t)
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: admin.cookie },
      payload: method === 'POST' ? {} : undefined,
    })
    expect(res.statusCode).toBe(404)
  })

  it('refuses a mutating request from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.com', password: 'x' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('stores the user with a UUID id', async () => {
    const { admin } = await buildCompany(t)
    const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email))
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const [empresa] = await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx.select().from(empresas),
    )
    expect(empresa.id).toBe(admin.empresaId)
  })
})

describe('rate limits', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AUTH_WINDOW_MS: '60000' })
  })
  afterAll(() => limited.close())

  it('answers 429 with a Portuguese message after too many sign-in attempts', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@y.com', password: 'errada' },
      })
    expect((await attempt()).statusCode).toBe(401)
    expect((await attempt()).statusCode).toBe(401)
    const res = await attempt()
    expect(res.statusCode).toBe(429)
    expect(res.json().error.message).toMatch(limiteAtingidoMessage)
  })
})
