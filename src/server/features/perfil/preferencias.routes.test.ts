import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const URL = '/api/perfil/preferencias'
const preferenciasOf = async (user: TestUser) => (await call(t, user, 'GET', URL)).json()

describe('GET/PUT /api/perfil/preferencias', () => {
  it('starts with notifications on, and keeps what the user saves', async () => {
    const { admin } = await buildCompany(t)
    expect(await preferenciasOf(admin)).toEqual({ notificacoes: true })
    const res = await call(t, admin, 'PUT', URL, { notificacoes: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ notificacoes: false })
    expect(await preferenciasOf(admin)).toEqual({ notificacoes: false })
    await call(t, admin, 'PUT', URL, { notificacoes: true })
    expect(await preferenciasOf(admin)).toEqual({ notificacoes: true })
  })

  // No module guards one's own preferences: every role may read and save them, even without any flag.
  it.each(['gerente', 'operador', 'tecnico'] as const)(
    'lets a %s without the configuracoes flags save its own preference',
    async (role) => {
      const { empresaId } = await buildCompany(t)
      await setPermission(t, empresaId, role, 'configuracoes', {
        can_view: false,
        can_create: false,
        can_edit: false,
        can_delete: false,
      })
      const user = await buildUser(t, empresaId, role)
      const res = await call(t, user, 'PUT', URL, { notificacoes: false })
      expect(res.statusCode).toBe(200)
      expect(await preferenciasOf(user)).toEqual({ notificacoes: false })
    },
  )

  it("changes only the caller's own membership, never a colleague's or another company's", async () => {
    const a = await buildCompany(t)
    const colega = await buildUser(t, a.empresaId, 'operador')
    const b = await buildCompany(t)
    await call(t, a.admin, 'PUT', URL, { notificacoes: false })
    expect(await preferenciasOf(colega)).toEqual({ notificacoes: true })
    expect(await preferenciasOf(b.admin)).toEqual({ notificacoes: true })
    await call(t, b.admin, 'PUT', URL, { notificacoes: false })
    await call(t, b.admin, 'PUT', URL, { notificacoes: true })
    expect(await preferenciasOf(a.admin)).toEqual({ notificacoes: false })
  })
})

describe('/api/perfil/preferencias refusals', () => {
  it.each([
    ['GET', undefined],
    ['PUT', { notificacoes: false }],
  ] as const)('answers 401 to %s without a session', async (method, payload) => {
    const res = await t.app.inject({ method, url: URL, payload })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('answers 401 to an inactive user (its session ends with the membership)', async () => {
    const { empresaId } = await buildCompany(t)
    const inativo = await buildUser(t, empresaId, 'operador', { ativo: false })
    const res = await call(t, inativo, 'PUT', URL, { notificacoes: false })
    expect(res.statusCode).toBe(401)
  })

  it.each([
    [{}, 'notificacoes', 'Informe se deseja receber notificações'],
    [{ notificacoes: 'sim' }, 'notificacoes', 'Informe se deseja receber notificações'],
    [{ notificacoes: null }, 'notificacoes', 'Informe se deseja receber notificações'],
    [
      { notificacoes: false, user_id: '00000000-0000-4000-8000-000000000000' },
      'user_id',
      'Campo não permitido',
    ],
  ])('answers 400 for %j and saves nothing', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'PUT', URL, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect(await preferenciasOf(admin)).toEqual({ notificacoes: true })
  })
})
