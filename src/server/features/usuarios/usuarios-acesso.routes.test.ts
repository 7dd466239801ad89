import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, signIn, TEST_PASSWORD, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { setAssinatura } from '../assinatura/assinatura.fixtures'
import { criarUsuario } from './usuarios-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ULTIMO_ADMIN =
  'A empresa precisa de pelo menos um Administrador ativo. Torne outro usuário Administrador antes.'
const me = (user: TestUser) => call(t, user, 'GET', '/api/me')
const signInRes = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: TEST_PASSWORD },
  })
const sessoesDe = async (userId: string) =>
  (await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length

describe('deactivating, changing the profile', () => {
  it("ends a deactivated user's session at once (even a remembered one) and refuses its sign-in", async () => {
    const { admin } = await buildCompany(t)
    const olga = await criarUsuario(t, admin)
    // The session is now remembered by the auth hook (decision 003).
    expect((await me(olga)).statusCode).toBe(200)
    const res = await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { ativo: false })
    expect(res.statusCode).toBe(200)
    expect(res.json().ativo).toBe(false)
    expect((await me(olga)).statusCode).toBe(401)
    expect(await sessoesDe(olga.userId)).toBe(0)
    const again = await signInRes(olga.email)
    expect(again.statusCode).toBe(403)
    expect(again.json().error.message).toBe('Usuário inativo. Fale com o administrador da sua empresa.')
    // Reactivated, the user signs in again.
    await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { ativo: true })
    expect((await signInRes(olga.email)).statusCode).toBe(200)
  })

  it("applies a new profile, name and phone on the user's very next request; the email cannot change", async () => {
    const { admin } = await buildCompany(t)
    const olga = await criarUsuario(t, admin)
    expect((await me(olga)).json().role).toBe('operador')
    const res = await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, {
      nome_completo: 'Olga Gerente',
      email: olga.email,
      role: 'gerente',
      telefone: '',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ nome_completo: 'Olga Gerente', role: 'gerente', telefone: null })
    expect((await me(olga)).json()).toMatchObject({ role: 'gerente', user: { name: 'Olga Gerente' } })
    const email = await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, {
      email: 'nova@teste.com.br',
    })
    expect(email.statusCode).toBe(400)
    expect(email.json().error.message).toBe('O email não pode ser alterado')
  })
})

describe('the last active Administrador', () => {
  it('cannot be deactivated or demoted; with a second admin it can', async () => {
    const { admin } = await buildCompany(t)
    for (const body of [{ ativo: false }, { role: 'gerente' }]) {
      const res = await call(t, admin, 'PATCH', `/api/usuarios/${admin.userId}`, body)
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toBe(ULTIMO_ADMIN)
    }
    // An inactive admin does not count.
    const bia = await criarUsuario(t, admin, { role: 'admin', nome_completo: 'Bia Admin' })
    await call(t, admin, 'PATCH', `/api/usuarios/${bia.userId}`, { ativo: false })
    expect(
      (await call(t, admin, 'PATCH', `/api/usuarios/${admin.userId}`, { role: 'operador' })).statusCode,
    ).toBe(409)
    // Once Bia is active again, the founder may step down; then Bia is the last one.
    await call(t, admin, 'PATCH', `/api/usuarios/${bia.userId}`, { ativo: true })
    const biaCookie = { ...bia, cookie: await signIn(t, bia.email) }
    const desce = await call(t, admin, 'PATCH', `/api/usuarios/${admin.userId}`, { role: 'operador' })
    expect(desce.statusCode).toBe(200)
    expect((await call(t, admin, 'GET', '/api/usuarios')).statusCode).toBe(403)
    const res = await call(t, biaCookie, 'PATCH', `/api/usuarios/${bia.userId}`, { ativo: false })
    expect(res.json().error.message).toBe(ULTIMO_ADMIN)
  })

  it('cannot delete its own user; another admin can be deleted', async () => {
    const { admin } = await buildCompany(t)
    const own = await call(t, admin, 'DELETE', `/api/usuarios/${admin.userId}`)
    expect(own.statusCode).toBe(409)
    expect(own.json().error.message).toBe('Você não pode excluir o seu próprio usuário.')
    const bia = await criarUsuario(t, admin, { role: 'admin' })
    expect((await call(t, admin, 'DELETE', `/api/usuarios/${bia.userId}`)).statusCode).toBe(204)
    expect((await me(bia)).statusCode).toBe(401)
  })
})

describe('DELETE /api/usuarios/:id', () => {
  it('removes a user without history: gone from the list, session ended, cannot sign in', async () => {
    const { admin } = await buildCompany(t)
    const olga = await criarUsuario(t, admin)
    expect((await me(olga)).statusCode).toBe(200)
    expect((await call(t, admin, 'DELETE', `/api/usuarios/${olga.userId}`)).statusCode).toBe(204)
    expect((await me(olga)).statusCode).toBe(401)
    expect((await signInRes(olga.email)).statusCode).toBe(401)
    expect((await call(t, admin, 'GET', '/api/usuarios')).json().total).toBe(1)
    expect((await call(t, admin, 'DELETE', `/api/usuarios/${olga.userId}`)).statusCode).toBe(404)
  })

  it('refuses a user named in the history with 409 and keeps it; deactivating is the way', async () => {
    const { admin } = await buildCompany(t)
    const olga = await criarUsuario(t, admin)
    const catalogo = await buildCatalogo(t, admin)
    await create(t, olga, '/api/os', osBody(catalogo))
    const res = await call(t, admin, 'DELETE', `/api/usuarios/${olga.userId}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Este usuário tem registros no histórico (OS, orçamentos, estoque ou recebimentos) e não pode ser excluído. Desative-o para bloquear o acesso.',
    )
    expect((await me(olga)).statusCode).toBe(200)
    expect((await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { ativo: false })).statusCode).toBe(
      200,
    )
  })
})

describe('in a read-only company (trial ended)', () => {
  it('still lets the admin lock a person out and revoke a link, while other writes answer 402', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const olga = await criarUsuario(t, admin)
    const convite = await call(t, admin, 'POST', '/api/convites', {
      email: 'rui@teste.com.br',
      role: 'tecnico',
    })
    expect(convite.statusCode).toBe(201)
    await setAssinatura(t, empresaId, { trialAteMs: -60_000 })

    expect(
      (await call(t, admin, 'POST', '/api/convites', { email: 'ze@teste.com.br', role: 'tecnico' }))
        .statusCode,
    ).toBe(402)
    const senha = await call(t, admin, 'POST', `/api/usuarios/${olga.userId}/senha`, {
      password: 'nova-senha-1',
    })
    expect(senha.statusCode).toBe(204)
    const desativar = await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { ativo: false })
    expect(desativar.statusCode).toBe(200)
    expect(desativar.json().ativo).toBe(false)
    const revogar = await call(t, admin, 'DELETE', `/api/convites/${convite.json().convite.id}`)
    expect(revogar.statusCode).toBe(204)
    expect((await call(t, admin, 'GET', '/api/convites')).json().items).toEqual([])
    // Personal settings are not company data either.
    const prefs = await call(t, admin, 'PUT', '/api/perfil/preferencias', {
      notificacoes: false,
    })
    expect(prefs.statusCode).toBe(200)
  })
})
