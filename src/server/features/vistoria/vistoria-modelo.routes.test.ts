import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ITENS_PADRAO, TERMOS_PADRAO } from '../../../shared/vistoria/vistoria'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const modelo = { itens: ['Estepe', 'Chave reserva'], termos: 'Conferi a vistoria.' }

describe('GET /api/vistorias/modelo', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/vistorias/modelo',
    permission: ['os', 'view'],
  })

  it("answers the product's defaults until the company saves its own", async () => {
    const { admin } = await buildCompany(t)
    expect((await call(t, admin, 'GET', '/api/vistorias/modelo')).json()).toEqual({
      itens: ITENS_PADRAO,
      termos: TERMOS_PADRAO,
    })
  })
})

describe('PUT /api/vistorias/modelo', () => {
  it('answers 401 without a session and 403 to anyone but the admin', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/vistorias/modelo', payload: modelo })).statusCode,
    ).toBe(401)
    const { empresaId } = await buildCompany(t)
    const gerente = await buildUser(t, empresaId, 'gerente')
    const res = await call(t, gerente, 'PUT', '/api/vistorias/modelo', modelo)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Apenas o administrador pode alterar o modelo de vistoria')
  })

  it('answers 400 in Portuguese for empty terms or a repeated item', async () => {
    const { admin } = await buildCompany(t)
    const vazio = await call(t, admin, 'PUT', '/api/vistorias/modelo', { ...modelo, termos: ' ' })
    expect(vazio.statusCode).toBe(400)
    expect(vazio.json().error.fields.termos).toBe('Escreva o texto dos termos')
    const repetido = await call(t, admin, 'PUT', '/api/vistorias/modelo', {
      ...modelo,
      itens: ['Estepe', 'estepe'],
    })
    expect(repetido.json().error.fields.itens).toBe('Há itens repetidos na lista')
  })

  it("is the company's own: new inspections use it, another company keeps the defaults", async () => {
    const { admin } = await buildCompany(t)
    const outra = await buildCompany(t)
    expect((await call(t, admin, 'PUT', '/api/vistorias/modelo', modelo)).json()).toEqual(modelo)
    const o = await create(t, admin, '/api/os', {})
    const v = await create(t, admin, `/api/os/${o.id}/vistorias`, { tipo: 'entrada' })
    expect(v.checklist).toEqual([
      { item: 'Estepe', presente: false },
      { item: 'Chave reserva', presente: false },
    ])
    expect(v.termos).toBe('Conferi a vistoria.')
    expect((await call(t, outra.admin, 'GET', '/api/vistorias/modelo')).json().itens).toEqual(ITENS_PADRAO)
  })
})
