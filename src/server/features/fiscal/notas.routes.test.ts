import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { buildCompany, type TestUser } from '../../test/factories'
import { type FocusEApp, osComNotaAutorizada, startFocusEApp } from '../../test/nfse-fixtures'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

// The four cases every NFS-e route passes: no session 401, a role without the module's action 403,
// another company's id 404, bad input 400 in Portuguese.

let x: FocusEApp
beforeAll(async () => {
  x = await startFocusEApp()
})
afterAll(() => x.close())

const app = () => x.t

/** Any OS of the owner's company. */
const umaOs = async (owner: TestUser) => {
  const c = await buildCatalogo(x.t, owner)
  return (await create(x.t, owner, '/api/os', osBody(c))).id as string
}
/** An authorized note of the owner's company (configured for the fake, OS invoiced, note emitted). */
const umaNota = async (owner: TestUser) => (await osComNotaAutorizada(x, owner)).nota.id as string
/** A configured company's invoiced OS without a note. */
const umaOsParaEmitir = async (owner: TestUser) => {
  const { osId, nota } = await osComNotaAutorizada(x, owner)
  // Cancelled, the OS may have another note: the owner's POST then issues it (201).
  const res = await call(x.t, owner, 'POST', `/api/notas-fiscais/${nota.id}/cancelar`, {
    motivo: 'Emitida com dados errados do tomador',
  })
  expect(res.json().situacao).toBe('cancelada')
  return osId
}

describe('GET /api/os/:id/nfse', () => {
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: (id) => `/api/os/${id}/nfse`,
    permission: ['fiscal', 'view'],
    createRecord: umaOs,
  })
})

describe('POST /api/os/:id/nfse', () => {
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: (id) => `/api/os/${id}/nfse`,
    permission: ['fiscal', 'create'],
    createRecord: umaOsParaEmitir,
  })
})

describe('POST /api/notas-fiscais/:id/atualizar', () => {
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: (id) => `/api/notas-fiscais/${id}/atualizar`,
    permission: ['fiscal', 'view'],
    createRecord: umaNota,
  })
})

describe('POST /api/notas-fiscais/:id/cancelar', () => {
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: (id) => `/api/notas-fiscais/${id}/cancelar`,
    permission: ['fiscal', 'delete'],
    body: () => ({ motivo: 'Serviço não realizado, nota emitida por engano' }),
    createRecord: umaNota,
    badBody: {
      body: { motivo: 'curto demais' },
      field: 'motivo',
      message: 'Informe o motivo do cancelamento (de 15 a 255 caracteres).',
    },
  })
})

for (const tipo of ['danfse', 'xml']) {
  describe(`GET /api/notas-fiscais/:id/${tipo}`, () => {
    itHandlesStandardCases({
      app,
      method: 'GET',
      url: (id) => `/api/notas-fiscais/${id}/${tipo}`,
      permission: ['fiscal', 'view'],
      createRecord: umaNota,
    })
  })
}

describe('bad ids and bodies', () => {
  it('answers 400 in Portuguese for an id that is not one, on every route', async () => {
    const { admin } = await buildCompany(x.t)
    for (const [method, url] of [
      ['GET', '/api/os/123/nfse'],
      ['POST', '/api/os/123/nfse'],
      ['POST', '/api/notas-fiscais/abc/atualizar'],
      ['GET', '/api/notas-fiscais/abc/danfse'],
      ['GET', '/api/notas-fiscais/abc/xml'],
    ] as const) {
      const res = await call(x.t, admin, method, url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error.fields.id, url).toBe('Registro não encontrado')
    }
  })

  it('refuses a reason longer than 255 characters or missing, in Portuguese', async () => {
    const { admin } = await buildCompany(x.t)
    const { nota } = await osComNotaAutorizada(x, admin)
    for (const body of [{ motivo: 'x'.repeat(256) }, {}, { motivo: '               curto            ' }]) {
      const res = await call(x.t, admin, 'POST', `/api/notas-fiscais/${nota.id}/cancelar`, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.motivo).toBe(
        'Informe o motivo do cancelamento (de 15 a 255 caracteres).',
      )
    }
    // Nothing reached the provider.
    const cancelamentos = x.focus.requisicoes.filter(
      (r) => r.metodo === 'DELETE' && r.caminho === `/v2/nfsen/${nota.referencia}`,
    )
    expect(cancelamentos).toEqual([])
    expect(x.focus.notas.get(nota.referencia)?.status).toBe('autorizado')
  })
})
