import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../../shared/permissoes/permissoes'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { criarUsuario, novoUsuario, setPlano } from './usuarios-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const app = () => t
const criarId = async (owner: Parameters<typeof criarUsuario>[1]) => (await criarUsuario(t, owner)).userId
const SENHA_CURTA = 'A senha deve ter pelo menos 6 caracteres'

describe('standard cases', () => {
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: () => '/api/usuarios',
    permission: ['configuracoes', 'edit'],
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: () => '/api/usuarios',
    permission: ['configuracoes', 'edit'],
    body: () => novoUsuario(),
    badBody: { body: novoUsuario({ password: '12345' }), field: 'password', message: SENHA_CURTA },
  })
  itHandlesStandardCases({
    app,
    method: 'PATCH',
    url: (id) => `/api/usuarios/${id}`,
    permission: ['configuracoes', 'edit'],
    body: () => ({ nome_completo: 'Nome Novo' }),
    createRecord: criarId,
    badBody: {
      body: { email: 'outro@teste.com.br' },
      field: 'email',
      message: 'O email não pode ser alterado',
    },
  })
  itHandlesStandardCases({
    app,
    method: 'DELETE',
    url: (id) => `/api/usuarios/${id}`,
    permission: ['configuracoes', 'edit'],
    createRecord: criarId,
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: (id) => `/api/usuarios/${id}/senha`,
    permission: ['configuracoes', 'edit'],
    body: () => ({ password: 'nova-senha-456' }),
    createRecord: criarId,
    badBody: { body: { password: '123' }, field: 'password', message: SENHA_CURTA },
  })
})

describe('only the Administrador reaches Usuários', () => {
  it.each<Role>(['gerente', 'operador', 'tecnico'])(
    'answers 403 to %s on every route, even holding every configuracoes permission',
    async (role) => {
      const { admin, empresaId } = await buildCompany(t)
      if (role !== 'admin') {
        await setPermission(t, empresaId, role, 'configuracoes', {
          can_view: true,
          can_create: true,
          can_edit: true,
          can_delete: true,
        })
      }
      const user = await buildUser(t, empresaId, role)
      const outro = admin.userId
      const tries = [
        call(t, user, 'GET', '/api/usuarios'),
        call(t, user, 'POST', '/api/usuarios', novoUsuario()),
        call(t, user, 'PATCH', `/api/usuarios/${outro}`, { role: 'operador' }),
        call(t, user, 'DELETE', `/api/usuarios/${outro}`),
        call(t, user, 'POST', `/api/usuarios/${outro}/senha`, { password: 'hackeada-123' }),
      ]
      for (const res of await Promise.all(tries)) {
        expect(res.statusCode).toBe(403)
        expect(res.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
      }
      // Nothing changed: the admin still signs in with the old password, as admin.
      const me = await call(t, admin, 'GET', '/api/me')
      expect(me.json().role).toBe('admin')
    },
  )
})

describe('GET/POST /api/usuarios', () => {
  it('lists the founder first with the crown flag, then the users created, with the total and the limit', async () => {
    const { admin } = await buildCompany(t, { name: 'Ana Admin' })
    const body = novoUsuario({ nome_completo: 'Olga Operadora', email: 'Olga.X@Teste.com.br' })
    body.email = uniqueEmail('olga').replace('olga', 'Olga')
    const res = await call(t, admin, 'POST', '/api/usuarios', body)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      nome_completo: 'Olga Operadora',
      email: body.email.toLowerCase(),
      telefone: '11971626799',
      role: 'operador',
      ativo: true,
      fundador: false,
    })
    const lista = (await call(t, admin, 'GET', '/api/usuarios')).json()
    expect(lista.total).toBe(2)
    expect(lista.limite).toBe(3)
    expect(
      lista.items.map((u: { nome_completo: string; role: string; fundador: boolean }) => [
        u.nome_completo,
        u.role,
        u.fundador,
      ]),
    ).toEqual([
      ['Ana Admin', 'admin', true],
      ['Olga Operadora', 'operador', false],
    ])
  })

  it('creates a user who signs in with the chosen password and profile', async () => {
    const { admin } = await buildCompany(t)
    const tecnico = await criarUsuario(t, admin, { role: 'tecnico', nome_completo: 'Téo Técnico' })
    const me = (await call(t, tecnico, 'GET', '/api/me')).json()
    expect(me).toMatchObject({
      role: 'tecnico',
      user: { name: 'Téo Técnico' },
      empresa: { id: admin.empresaId },
    })
  })

  it('answers 409 for an email that already has a user (any company, any case) and creates nothing', async () => {
    const { admin } = await buildCompany(t)
    const outra = await buildCompany(t)
    const res = await call(
      t,
      admin,
      'POST',
      '/api/usuarios',
      novoUsuario({ email: outra.admin.email.toUpperCase() }),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Este email já está cadastrado em outro usuário.')
    expect((await call(t, admin, 'GET', '/api/usuarios')).json().total).toBe(1)
  })

  it.each([
    [{ nome_completo: '' }, 'nome_completo', 'O nome é obrigatório'],
    [{ role: 'dono' }, 'role', 'Selecione o perfil'],
    [{ telefone: '123' }, 'telefone', 'Informe um telefone com DDD (10 ou 11 dígitos)'],
    [{ email: 'nao-e-email' }, 'email', 'Informe um email válido'],
    [{ ativo: false }, 'ativo', 'Campo não permitido'],
  ])('answers 400 for %j', async (extra, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/usuarios', novoUsuario(extra))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })
})

describe('plan limits (DESIGN §7)', () => {
  const LIMITE_BASICO =
    'O plano Básico permite até 1 usuário. Para adicionar mais, faça upgrade do plano em Configurações > Assinatura.'
  const LIMITE_PRO =
    'O plano Pro permite até 3 usuários. Para adicionar mais, faça upgrade do plano em Configurações > Assinatura.'

  it('refuses a 2nd user on Básico with 402 and the upgrade path', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setPlano(t, empresaId, 'basico', 'ativa')
    const res = await call(t, admin, 'POST', '/api/usuarios', novoUsuario())
    expect(res.statusCode).toBe(402)
    expect(res.json().error).toEqual({ code: 'LIMITE_PLANO', message: LIMITE_BASICO })
    expect((await call(t, admin, 'GET', '/api/usuarios')).json()).toMatchObject({ total: 1, limite: 1 })
  })

  it('refuses a 4th on Pro; a pending invitation holds a seat; Enterprise has no limit', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setPlano(t, empresaId, 'pro', 'ativa')
    await criarUsuario(t, admin)
    const convite = await call(t, admin, 'POST', '/api/convites', { email: uniqueEmail(), role: 'gerente' })
    expect(convite.statusCode).toBe(201)
    const quarto = await call(t, admin, 'POST', '/api/usuarios', novoUsuario())
    expect(quarto.statusCode).toBe(402)
    expect(quarto.json().error.message).toBe(LIMITE_PRO)
    // Revoking the invitation frees its seat.
    await call(t, admin, 'DELETE', `/api/convites/${convite.json().convite.id}`)
    await criarUsuario(t, admin)
    expect((await call(t, admin, 'POST', '/api/usuarios', novoUsuario())).statusCode).toBe(402)
    await setPlano(t, empresaId, 'enterprise', 'ativa')
    await criarUsuario(t, admin)
    expect((await call(t, admin, 'GET', '/api/usuarios')).json()).toMatchObject({ total: 4, limite: null })
  })

  it('counts reactivation: an inactive user comes back only when a seat is free', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setPlano(t, empresaId, 'pro', 'ativa')
    const olga = await criarUsuario(t, admin)
    await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { ativo: false })
    await criarUsuario(t, admin)
    await criarUsuario(t, admin)
    const res = await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { ativo: true })
    expect(res.statusCode).toBe(402)
    expect(res.json().error.code).toBe('LIMITE_PLANO')
    // Other edits of an inactive user still work.
    const nome = await call(t, admin, 'PATCH', `/api/usuarios/${olga.userId}`, { nome_completo: 'Olga S.' })
    expect(nome.json()).toMatchObject({ nome_completo: 'Olga S.', ativo: false })
  })
})

describe('POST /api/usuarios/:id/senha', () => {
  it('sets a new password: the old one fails, the new works, the other sessions end', async () => {
    const { admin } = await buildCompany(t)
    const olga = await criarUsuario(t, admin)
    const res = await call(t, admin, 'POST', `/api/usuarios/${olga.userId}/senha`, {
      password: 'nova-senha-456',
    })
    expect(res.statusCode).toBe(204)
    expect((await call(t, olga, 'GET', '/api/me')).statusCode).toBe(401)
    const antiga = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: olga.email, password: TEST_PASSWORD },
    })
    expect(antiga.statusCode).toBe(401)
    const nova = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: olga.email, password: 'nova-senha-456' },
    })
    expect(nova.statusCode).toBe(200)
  })

  it("keeps the admin's own current session when resetting their own password", async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', `/api/usuarios/${admin.userId}/senha`, {
      password: 'minha-nova-1',
    })
    expect(res.statusCode).toBe(204)
    expect((await call(t, admin, 'GET', '/api/me')).statusCode).toBe(200)
  })
})
