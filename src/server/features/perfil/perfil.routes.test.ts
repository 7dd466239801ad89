import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, membros, sessions, users } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, signIn, TEST_PASSWORD } from '../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
const tryPassword = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })

describe('no session', () => {
  it.each([
    ['GET', '/api/perfil', undefined],
    ['PATCH', '/api/perfil', { nome_completo: 'X' }],
    ['POST', '/api/perfil/senha', { senha_atual: TEST_PASSWORD, nova_senha: 'outra-senha' }],
  ] as const)('answers 401 to %s %s', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('answers 401 to an inactive user, whose sessions are not valid', async () => {
    const { empresaId } = await buildCompany(t)
    const user = await buildUser(t, empresaId, 'operador')
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.update(membros).set({ ativo: false }).where(eq(membros.user_id, user.userId)),
    )
    t.sessions.forgetUser(user.userId)
    expect((await call(t, user, 'GET', '/api/perfil')).statusCode).toBe(401)
  })
})

describe('GET /api/perfil', () => {
  it('answers the own name, email, phone and profile', async () => {
    const { admin } = await buildCompany(t, { name: 'Ana Souza' })
    const res = await call(t, admin, 'GET', '/api/perfil')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: admin.userId,
      nome_completo: 'Ana Souza',
      email: admin.email,
      telefone: null,
      role: 'admin',
    })
  })

  it('is open to any role, even one with every module denied, and answers only the own data', async () => {
    const { empresaId, admin } = await buildCompany(t)
    for (const modulo of ['dashboard', 'os', 'cadastros', 'configuracoes'] as const) {
      await setPermission(t, empresaId, 'tecnico', modulo, { can_view: false })
    }
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const res = await call(t, tecnico, 'GET', '/api/perfil')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: tecnico.userId, email: tecnico.email, role: 'tecnico' })
    expect((await call(t, admin, 'GET', '/api/perfil')).json().id).toBe(admin.userId)
  })
})

describe('PATCH /api/perfil', () => {
  it('saves name and phone, and /api/me shows the new name at once', async () => {
    const { admin } = await buildCompany(t, { name: 'Ana Souza' })
    expect((await me(admin.cookie)).json().user.name).toBe('Ana Souza') // now remembered 30 s
    const res = await call(t, admin, 'PATCH', '/api/perfil', {
      nome_completo: '  Ana Souza Lima ',
      telefone: '(11) 97162-6799',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ nome_completo: 'Ana Souza Lima', telefone: '11971626799' })
    expect((await me(admin.cookie)).json().user.name).toBe('Ana Souza Lima')
    expect((await call(t, admin, 'GET', '/api/perfil')).json().telefone).toBe('11971626799')
  })

  it('keeps the phone when it is left out and clears it when blank', async () => {
    const { admin } = await buildCompany(t)
    await call(t, admin, 'PATCH', '/api/perfil', { nome_completo: 'A', telefone: '1133334444' })
    expect((await call(t, admin, 'PATCH', '/api/perfil', { nome_completo: 'B' })).json().telefone).toBe(
      '1133334444',
    )
    expect(
      (await call(t, admin, 'PATCH', '/api/perfil', { nome_completo: 'B', telefone: '' })).json().telefone,
    ).toBeNull()
  })

  it('changes only the caller: a colleague in the company and another company are untouched', async () => {
    const { empresaId, admin } = await buildCompany(t, { name: 'Ana Admin' })
    const operador = await buildUser(t, empresaId, 'operador')
    const other = await buildCompany(t, { name: 'Outra Pessoa' })
    // An id in the body is refused: there is no way to name someone else.
    const withId = await call(t, operador, 'PATCH', '/api/perfil', { nome_completo: 'X', id: admin.userId })
    expect(withId.statusCode).toBe(400)
    expect(withId.json().error.fields.id).toBe('Campo não permitido')

    const res = await call(t, operador, 'PATCH', '/api/perfil', { nome_completo: 'Olga Operadora' })
    expect(res.json()).toMatchObject({ id: operador.userId, nome_completo: 'Olga Operadora' })
    const names = await t.handle.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, admin.userId))
    expect(names[0].name).toBe('Ana Admin')
    expect((await call(t, other.admin, 'GET', '/api/perfil')).json().nome_completo).toBe('Outra Pessoa')
  })

  it.each([
    [{ nome_completo: '   ' }, 'nome_completo', 'O nome é obrigatório'],
    [{}, 'nome_completo', 'O nome é obrigatório'],
    [{ nome_completo: 'A'.repeat(121) }, 'nome_completo', 'O nome deve ter no máximo 120 caracteres'],
    [{ nome_completo: 'A', telefone: '123' }, 'telefone', 'Informe um telefone com DDD (10 ou 11 dígitos)'],
    [{ nome_completo: 'A', email: 'novo@x.com' }, 'email', 'Campo não permitido'],
  ])('answers 400 with the field message for %j and changes nothing', async (payload, field, message) => {
    const { admin } = await buildCompany(t, { name: 'Nome Antigo' })
    const res = await call(t, admin, 'PATCH', '/api/perfil', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect((await call(t, admin, 'GET', '/api/perfil')).json()).toMatchObject({
      nome_completo: 'Nome Antigo',
      email: admin.email,
    })
  })
})

describe('POST /api/perfil/senha', () => {
  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/perfil/senha', headers: { cookie }, payload })
  const hashOf = async (userId: string) =>
    (await t.handle.db.select().from(accounts).where(eq(accounts.userId, userId)))[0].password

  it("answers 400 'Senha atual incorreta' for a wrong current password and changes nothing", async () => {
    const { admin } = await buildCompany(t)
    const other = await signIn(t, admin.email)
    const before = await hashOf(admin.userId)
    const res = await change(admin.cookie, { senha_atual: 'nao-e-esta', nova_senha: 'nova-senha-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'SENHA_ATUAL_INCORRETA',
      message: 'Senha atual incorreta',
      fields: { senha_atual: 'Senha atual incorreta' },
    })
    expect(await hashOf(admin.userId)).toBe(before)
    expect((await me(other)).statusCode).toBe(200)
    expect((await tryPassword(admin.email, 'nova-senha-1')).statusCode).toBe(401)
  })

  it('changes the password: the old fails, the new works, other sessions end, this one continues', async () => {
    const { empresaId, admin } = await buildCompany(t)
    const colleague = await buildUser(t, empresaId, 'operador')
    const otherDevice = await signIn(t, admin.email)
    // Both sessions are remembered by the cache before the change.
    expect((await me(otherDevice)).statusCode).toBe(200)
    expect((await me(admin.cookie)).statusCode).toBe(200)

    const res = await change(admin.cookie, { senha_atual: TEST_PASSWORD, nova_senha: 'nova-senha-1' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['set-cookie']).toBeUndefined()

    expect((await me(otherDevice)).statusCode).toBe(401)
    expect((await me(admin.cookie)).statusCode).toBe(200)
    expect((await me(colleague.cookie)).statusCode).toBe(200)
    const rows = await t.handle.db.select().from(sessions).where(eq(sessions.userId, admin.userId))
    expect(rows).toHaveLength(1)

    expect((await tryPassword(admin.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await tryPassword(admin.email, 'nova-senha-1')).statusCode).toBe(200)
    expect((await tryPassword(colleague.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it.each([
    [
      { senha_atual: TEST_PASSWORD, nova_senha: '12345' },
      'nova_senha',
      'A senha deve ter pelo menos 6 caracteres',
    ],
    [{ senha_atual: TEST_PASSWORD }, 'nova_senha', 'A senha deve ter pelo menos 6 caracteres'],
    [
      { senha_atual: TEST_PASSWORD, nova_senha: 'x'.repeat(129) },
      'nova_senha',
      'A senha deve ter no máximo 128 caracteres',
    ],
    [{ senha_atual: '', nova_senha: 'nova-senha-1' }, 'senha_atual', 'Informe a senha atual'],
    [
      { senha_atual: TEST_PASSWORD, nova_senha: 'nova-senha-1', user_id: 'x' },
      'user_id',
      'Campo não permitido',
    ],
  ])('answers 400 with the field message for %j and keeps the password', async (payload, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await change(admin.cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect((await tryPassword(admin.email, TEST_PASSWORD)).statusCode).toBe(200)
  })
})
