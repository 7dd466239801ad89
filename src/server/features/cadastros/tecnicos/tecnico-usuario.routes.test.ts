import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser } from '../../../test/factories'
import { itHandlesStandardCases } from '../../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DE_OUTRA = 'Selecione um usuário desta empresa'

describe("a technician's 'Usuário do sistema'", () => {
  it('links a user of the company, shows their name, and unlinks with null', async () => {
    const { admin } = await buildCompany(t)
    const tecnico = await buildUser(t, admin.empresaId, 'tecnico')
    const carlos = await create(t, admin, '/api/tecnicos', { nome: 'Carlos', usuario_id: tecnico.userId })
    expect(carlos).toMatchObject({ usuario_id: tecnico.userId, usuario_nome: 'Pessoa tecnico' })
    const lista = (await call(t, admin, 'GET', '/api/tecnicos')).json().items
    expect(lista).toEqual([expect.objectContaining({ nome: 'Carlos', usuario_nome: 'Pessoa tecnico' })])
    // Saving the register again with its own user is no double link.
    const mesmo = await call(t, admin, 'PATCH', `/api/tecnicos/${carlos.id}`, {
      nome: 'Carlos S.',
      usuario_id: tecnico.userId,
    })
    expect(mesmo.json()).toMatchObject({ nome: 'Carlos S.', usuario_id: tecnico.userId })

    const solto = await call(t, admin, 'PATCH', `/api/tecnicos/${carlos.id}`, { usuario_id: null })
    expect(solto.json()).toMatchObject({ usuario_id: null, usuario_nome: null })
    const sem = await create(t, admin, '/api/tecnicos', { nome: 'Beto' })
    expect(sem).toMatchObject({ usuario_id: null, usuario_nome: null })
  })

  it("refuses another company's user with 400, on create and on update", async () => {
    const { admin } = await buildCompany(t)
    const outra = await buildCompany(t)
    const carlos = await create(t, admin, '/api/tecnicos', { nome: 'Carlos' })
    for (const res of [
      await call(t, admin, 'POST', '/api/tecnicos', { nome: 'Intruso', usuario_id: outra.admin.userId }),
      await call(t, admin, 'PATCH', `/api/tecnicos/${carlos.id}`, { usuario_id: outra.admin.userId }),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatchObject({ message: DE_OUTRA, fields: { usuario_id: DE_OUTRA } })
    }
    expect((await call(t, admin, 'GET', `/api/tecnicos/${carlos.id}`)).json().usuario_id).toBeNull()
  })

  it('refuses a user already linked to another register, naming it', async () => {
    const { admin } = await buildCompany(t)
    const tecnico = await buildUser(t, admin.empresaId, 'tecnico')
    await create(t, admin, '/api/tecnicos', { nome: 'Carlos Souza', usuario_id: tecnico.userId })
    const beto = await create(t, admin, '/api/tecnicos', { nome: 'Beto' })
    const mensagem = 'Este usuário já está vinculado ao técnico Carlos Souza'
    for (const res of [
      await call(t, admin, 'POST', '/api/tecnicos', { nome: 'Outro', usuario_id: tecnico.userId }),
      await call(t, admin, 'PATCH', `/api/tecnicos/${beto.id}`, { usuario_id: tecnico.userId }),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toMatchObject({ message: mensagem, fields: { usuario_id: mensagem } })
    }
    expect((await call(t, admin, 'GET', `/api/tecnicos/${beto.id}`)).json().usuario_id).toBeNull()
  })

  it('unlinks the register when the user is deleted', async () => {
    const { admin } = await buildCompany(t)
    const tecnico = await buildUser(t, admin.empresaId, 'tecnico')
    const carlos = await create(t, admin, '/api/tecnicos', { nome: 'Carlos', usuario_id: tecnico.userId })
    expect((await call(t, admin, 'DELETE', `/api/usuarios/${tecnico.userId}`)).statusCode).toBe(204)
    const depois = (await call(t, admin, 'GET', `/api/tecnicos/${carlos.id}`)).json()
    expect(depois).toMatchObject({ nome: 'Carlos', usuario_id: null, usuario_nome: null })
  })

  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: () => '/api/tecnicos',
    permission: ['cadastros', 'create'],
    body: () => ({ nome: 'Renata', usuario_id: null }),
    badBody: { body: { nome: 'Renata', usuario_id: 'ninguem' }, field: 'usuario_id', message: DE_OUTRA },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'PATCH',
    url: (id) => `/api/tecnicos/${id}`,
    permission: ['cadastros', 'edit'],
    body: () => ({ usuario_id: null }),
    createRecord: async (owner) => (await create(t, owner, '/api/tecnicos', { nome: 'Renata' })).id,
    badBody: { body: { usuario_id: 42 }, field: 'usuario_id', message: DE_OUTRA },
  })
})

describe('GET /api/tecnicos/usuarios', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/tecnicos/usuarios',
    permission: ['cadastros', 'edit'],
  })

  it("lists the company's active users by name, with the register each is linked to", async () => {
    const { admin } = await buildCompany(t, { name: 'Ana Admin' })
    const tecnico = await buildUser(t, admin.empresaId, 'tecnico')
    await buildUser(t, admin.empresaId, 'operador', { ativo: false })
    await buildCompany(t, { name: 'Zé de Outra Oficina' })
    const carlos = await create(t, admin, '/api/tecnicos', { nome: 'Carlos', usuario_id: tecnico.userId })

    const res = await call(t, admin, 'GET', '/api/tecnicos/usuarios')
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual([
      { id: admin.userId, nome: 'Ana Admin', email: admin.email, tecnico_id: null, tecnico_nome: null },
      {
        id: tecnico.userId,
        nome: 'Pessoa tecnico',
        email: tecnico.email,
        tecnico_id: carlos.id,
        tecnico_nome: 'Carlos',
      },
    ])
  })
})
