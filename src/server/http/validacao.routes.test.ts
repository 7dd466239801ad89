import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARACTERES_NAO_PERMITIDOS } from '../../shared/http/texto'
import { call, create } from '../test/api'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../test/factories'
import { buildCatalogo, type Catalogo } from '../test/os-fixtures'

let t: TestApp
let admin: TestUser
let c: Catalogo
beforeAll(async () => {
  t = await createTestApp()
  ;({ admin } = await buildCompany(t))
  c = await buildCatalogo(t, admin)
})
afterAll(() => t.close())

describe('control characters', () => {
  it('answers 400 on the field for a NUL byte in a text field, and writes nothing', async () => {
    const res = await call(t, admin, 'POST', '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '11144477735',
      nome_razao: 'Jo\u0000ão',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      message: CARACTERES_NAO_PERMITIDOS,
      fields: { nome_razao: CARACTERES_NAO_PERMITIDOS },
    })
    const lista = await call(t, admin, 'GET', '/api/clientes?q=11144477735')
    expect(lista.json().total).toBe(0)
  })

  it('answers 400 for a NUL byte in ?q= of a list and of the search', async () => {
    for (const url of ['/api/clientes?q=a%00b', '/api/os?q=%00', '/api/busca?q=ab%00c']) {
      const res = await call(t, admin, 'GET', url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error.fields.q, url).toBe(CARACTERES_NAO_PERMITIDOS)
    }
  })

  it('answers 400 for a NUL byte nested in an array and in a field the schema does not know', async () => {
    const os = await create(t, admin, '/api/os', { cliente_id: c.cliente.id, veiculo_id: c.veiculo.id })
    const res = await call(t, admin, 'POST', '/api/os/status', {
      ids: [os.id, 'x\u0000'],
      status: 'em_execucao',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields['ids.1']).toBe(CARACTERES_NAO_PERMITIDOS)
  })

  it('answers 400 for half of an emoji (a lone surrogate PostgreSQL JSON refuses)', async () => {
    const res = await call(t, admin, 'POST', '/api/notificacoes/lidas', { ids: ['\ud800'] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields['ids.0']).toBe(CARACTERES_NAO_PERMITIDOS)
  })

  it('refuses a tab or a line break in a one-line field and keeps them in observações', async () => {
    const nome = await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, {
      nome_razao: 'Maria\tSilva',
    })
    expect(nome.statusCode).toBe(400)
    expect(nome.json().error.fields.nome_razao).toBe(CARACTERES_NAO_PERMITIDOS)
    const codigoDeCor = await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, {
      obs: 'cor \u001b[31m',
    })
    expect(codigoDeCor.statusCode).toBe(400)
    expect(codigoDeCor.json().error.fields.obs).toBe(CARACTERES_NAO_PERMITIDOS)
    const obs = await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, {
      obs: 'Linha 1\r\nLinha 2\tfim',
    })
    expect(obs.statusCode, obs.body).toBe(200)
    expect(obs.json().obs).toBe('Linha 1\r\nLinha 2\tfim')
  })
})

describe('empty PATCH', () => {
  it("answers 400 'Nada para atualizar' on every PATCH route and changes nothing", async () => {
    const tecnico = await create(t, admin, '/api/tecnicos', { nome: 'Carlos' })
    const os = await create(t, admin, '/api/os', { cliente_id: c.cliente.id, veiculo_id: c.veiculo.id })
    const operador = await buildUser(t, admin.empresaId, 'operador')
    const urls = [
      `/api/clientes/${c.cliente.id}`,
      `/api/veiculos/${c.veiculo.id}`,
      `/api/tecnicos/${tecnico.id}`,
      `/api/servicos/${c.funilaria.id}`,
      `/api/produtos/${c.tinta.id}`,
      `/api/os/${os.id}`,
      `/api/usuarios/${operador.userId}`,
    ]
    for (const url of urls) {
      const res = await call(t, admin, 'PATCH', url, {})
      expect(res.statusCode, `${url} ${res.body}`).toBe(400)
      expect(res.json().error).toEqual({ code: 'NADA_PARA_ATUALIZAR', message: 'Nada para atualizar' })
    }
    // The company's settings and the profile are forms sent whole: a name is required, so {} is its 400.
    const empresa = await call(t, admin, 'PATCH', '/api/empresa', {})
    expect(empresa.statusCode).toBe(400)
    expect(empresa.json().error.fields).toEqual({ nome_empresa: 'O nome é obrigatório' })
    const perfil = await call(t, admin, 'PATCH', '/api/perfil', {})
    expect(perfil.statusCode).toBe(400)
    expect(perfil.json().error.fields).toEqual({ nome_completo: 'O nome é obrigatório' })
    const veiculo = await call(t, admin, 'GET', `/api/veiculos/${c.veiculo.id}`)
    expect(veiculo.json()).toMatchObject({ placa: 'ABC1D23', modelo: 'Uno' })
  })

  it('still answers 401 before looking at the body', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/veiculos/${c.veiculo.id}`, payload: {} })
    expect(res.statusCode).toBe(401)
  })
})
