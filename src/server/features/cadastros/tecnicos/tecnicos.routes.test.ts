import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany } from '../../../test/factories'
import { itHandlesRegisterCases } from '../../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('tecnicos', () => {
  it('creates technicians, validates an optional CPF/CNPJ and lists only the active ones on request', async () => {
    const { admin } = await buildCompany(t)
    const carlos = await create(t, admin, '/api/tecnicos', {
      nome: 'Carlos',
      documento: '529.982.247-25',
      celular: '(11) 97162-6799',
    })
    expect(carlos).toMatchObject({ documento: '52998224725', celular: '11971626799', ativo: true })
    await create(t, admin, '/api/tecnicos', { nome: 'Beto', ativo: false, documento: '11.222.333/0001-81' })
    const nomes = async (query: string) =>
      (await call(t, admin, 'GET', `/api/tecnicos?${query}`))
        .json()
        .items.map((x: { nome: string }) => x.nome)
    expect(await nomes('')).toEqual(['Beto', 'Carlos'])
    expect(await nomes('ativo=true')).toEqual(['Carlos'])
    expect(await nomes('q=carl')).toEqual(['Carlos'])
    const off = await call(t, admin, 'PATCH', `/api/tecnicos/${carlos.id}`, { ativo: false })
    expect(off.json().ativo).toBe(false)
  })

  it.each([
    [{ nome: ' ' }, 'nome', 'O nome é obrigatório'],
    [{ nome: 'A', documento: '111.111.111-11' }, 'documento', 'CPF inválido'],
    [{ nome: 'A', documento: '11.222.333/0001-80' }, 'documento', 'CNPJ inválido'],
  ])('answers 400 for %j', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/tecnicos', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })
})

describe('tecnicos standard cases', () => {
  itHandlesRegisterCases({
    app: () => t,
    base: '/api/tecnicos',
    body: () => ({ nome: 'Renata' }),
    createRecord: async (owner) => (await create(t, owner, '/api/tecnicos', { nome: 'Renata' })).id,
    badCreate: { body: {}, field: 'nome', message: 'O nome é obrigatório' },
    badUpdate: { body: { nome: '' }, field: 'nome', message: 'O nome é obrigatório' },
  })
})
