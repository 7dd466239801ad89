import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { titularMessages as m } from '../../../shared/titular/titular.messages'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { moveOs } from '../financeiro/financeiro-fixtures'
import { cpfUnico } from './titular-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DIA = 86_400_000
const clienteSimples = async (owner: TestUser) =>
  (
    await create(t, owner, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: cpfUnico(),
      nome_razao: 'Joana Titular',
    })
  ).id as string
const noBalcao = async (owner: TestUser, tipo = 'exportacao') => {
  const id = await clienteSimples(owner)
  return (await create(t, owner, `/api/clientes/${id}/solicitacoes-titular`, { tipo })).id as string
}

/** A sent quote's public link (the portal's credential). */
async function linkDoOrcamento(admin: TestUser) {
  const c = await buildCatalogo(t, admin)
  const o = await create(t, admin, '/api/os', osBody(c))
  await moveOs(t, admin, o.id, 'orcamento_enviado')
  const res = await call(t, admin, 'POST', `/api/os/${o.id}/link`)
  return { token: res.json().token as string, clienteId: c.cliente.id as string }
}
const peloPortal = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/public/orcamentos/${token}/solicitacoes-titular`, payload })

describe('POST /api/public/orcamentos/:token/solicitacoes-titular', () => {
  it('records the request with origin portal and a 15-day deadline; the same open one is answered again', async () => {
    const { admin } = await buildCompany(t)
    const { token, clienteId } = await linkDoOrcamento(admin)
    const res = await peloPortal(token, { tipo: 'exclusao', mensagem: 'Não quero mais receber nada' })
    expect(res.statusCode, res.body).toBe(201)
    const s = res.json()
    expect(Object.keys(s).sort()).toEqual(['criado_em', 'id', 'prazo_em', 'status', 'tipo'])
    expect(Date.parse(s.prazo_em) - Date.parse(s.criado_em)).toBe(15 * DIA)
    const again = await peloPortal(token, { tipo: 'exclusao' })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(s.id)
    expect((await peloPortal(token, { tipo: 'exportacao' })).statusCode).toBe(201)

    const lista = (await call(t, admin, 'GET', '/api/solicitacoes-titular')).json()
    expect(lista.itens).toHaveLength(2)
    expect(lista.itens.find((i: { id: string }) => i.id === s.id)).toMatchObject({
      cliente_id: clienteId,
      cliente_nome: 'Maria Aparecida da Silva',
      tipo: 'exclusao',
      origem: 'portal',
      status: 'aberta',
      mensagem: 'Não quero mais receber nada',
    })
  })

  it('answers 404 for an unknown link and 400 with a Portuguese message for a bad kind', async () => {
    expect((await peloPortal('token-que-nao-existe', { tipo: 'exclusao' })).statusCode).toBe(404)
    const { admin } = await buildCompany(t)
    const { token } = await linkDoOrcamento(admin)
    const res = await peloPortal(token, { tipo: 'correcao' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.tipo).toBe(m.tipoInvalido)
  })
})

describe('POST /api/clientes/:id/solicitacoes-titular (at the counter)', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/clientes/${id}/solicitacoes-titular`,
    permission: ['cadastros', 'edit'],
    body: () => ({ tipo: 'correcao', mensagem: 'Endereço mudou' }),
    createRecord: clienteSimples,
    badBody: { body: { tipo: 'apagar' }, field: 'tipo', message: m.tipoInvalido },
  })
})

describe('GET /api/solicitacoes-titular', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/solicitacoes-titular',
    permission: ['cadastros', 'view'],
  })

  it('is the Administrador’s: the Gerente is refused; filters by status', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const aberta = await noBalcao(admin)
    const atendida = await noBalcao(admin, 'exclusao')
    await call(t, admin, 'POST', `/api/solicitacoes-titular/${atendida}/concluir`, {})
    const gerente = await buildUser(t, empresaId, 'gerente')
    const recusa = await call(t, gerente, 'GET', '/api/solicitacoes-titular')
    expect(recusa.statusCode).toBe(403)
    expect(recusa.json().error.message).toBe(m.apenasAdminSolicitacoes)
    const abertas = (await call(t, admin, 'GET', '/api/solicitacoes-titular?status=aberta')).json()
    expect(abertas.itens.map((i: { id: string }) => i.id)).toEqual([aberta])
    expect(abertas.fuso_horario).toBe('America/Sao_Paulo')
    const bad = await call(t, admin, 'GET', '/api/solicitacoes-titular?status=qualquer')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.status).toBe(m.statusInvalido)
  })
})

describe('POST /api/solicitacoes-titular/:id/concluir and /recusar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/solicitacoes-titular/${id}/concluir`,
    permission: ['cadastros', 'edit'],
    body: () => ({ resposta: 'Dados enviados por e-mail' }),
    createRecord: (owner) => noBalcao(owner),
    badBody: { body: { resposta: 'x'.repeat(1001) }, field: 'resposta', message: m.respostaLonga },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/solicitacoes-titular/${id}/recusar`,
    permission: ['cadastros', 'edit'],
    body: () => ({ resposta: 'Não encontramos cadastro' }),
    createRecord: (owner) => noBalcao(owner),
    badBody: { body: { resposta: '' }, field: 'resposta', message: m.informeResposta },
  })

  it('answers once, recording who, when and the reply', async () => {
    const { admin } = await buildCompany(t)
    const id = await noBalcao(admin)
    const res = await call(t, admin, 'POST', `/api/solicitacoes-titular/${id}/recusar`, {
      resposta: 'Sem cadastro',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'recusada',
      resposta: 'Sem cadastro',
      atendida_por_nome: 'Ana Admin',
      atendida_em: expect.any(String),
    })
    const again = await call(t, admin, 'POST', `/api/solicitacoes-titular/${id}/concluir`, {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(m.jaRespondida)
  })
})

describe('GET /api/clientes/:id/privacidade', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/clientes/${id}/privacidade`,
    permission: ['cadastros', 'view'],
    createRecord: clienteSimples,
  })
})
