import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tituloDoRegistro } from '../../../shared/os/os-historico'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { faturar, faturarBody, moveOs } from '../financeiro/financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const pub = (url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/public/orcamentos/${url}`, payload })

/** An OS whose quote was sent, with its public link (a company's catalogue is built once: pass it again). */
async function orcamentoEnviado(admin: TestUser, catalogo?: Catalogo) {
  const o = await create(t, admin, '/api/os', osBody(catalogo ?? (await buildCatalogo(t, admin))))
  await moveOs(t, admin, o.id, 'orcamento_enviado')
  const link = (await call(t, admin, 'POST', `/api/os/${o.id}/link`)).json() as { token: string }
  return { os: o as { id: string; numero_os: string }, token: link.token }
}

/** The customer refuses on the quote page; fails loudly if the page refuses. */
async function recusar(token: string, motivo: string | null = 'Muito caro, vou fazer em outro lugar') {
  const res = await pub(`${token}/recusar`, { nome: 'Maria Silva', motivo })
  expect(res.statusCode, res.body).toBe(200)
}

const getOs = async (user: TestUser, id: string) => (await call(t, user, 'GET', `/api/os/${id}`)).json()
const lista = async (user: TestUser, query: string) => {
  const res = await call(t, user, 'GET', `/api/os${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: Array<{ id: string; recusado: boolean }>; total: number }
}
const aprovar = (user: TestUser, id: string, body: object = {}) =>
  call(t, user, 'POST', `/api/os/${id}/status`, { status: 'aprovado', ...body })

describe('a customer’s refusal reaches the shop', () => {
  it('shows on the OS: who, when, why, and the history entry named as a refusal', async () => {
    const { admin } = await buildCompany(t)
    const { os, token } = await orcamentoEnviado(admin)
    await recusar(token)
    const view = await getOs(admin, os.id)
    expect(view.status).toBe('orcamento_enviado')
    expect(view.recusa).toEqual({
      versao: 1,
      nome: 'Maria Silva',
      em: expect.any(String),
      motivo: 'Muito caro, vou fazer em outro lugar',
    })
    const entrada = view.historico.at(-1)
    expect(entrada).toMatchObject({
      evento: 'orcamento_recusado',
      origem: 'portal',
      nome_cliente: 'Maria Silva',
      observacao: 'Versão 1 recusada na página do orçamento. Motivo: Muito caro, vou fazer em outro lugar',
    })
    expect(tituloDoRegistro(entrada)).toBe('Orçamento recusado pelo cliente')
  })

  it('lists refused quotes under their own filter, with a flag on each row, and counts them on the dashboard', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const recusada = await orcamentoEnviado(admin, c)
    const aguardando = await orcamentoEnviado(admin, c)
    await recusar(recusada.token, null)

    const filtrada = await lista(admin, '?recusado=1')
    expect(filtrada.items.map((o) => o.id)).toEqual([recusada.os.id])
    expect(filtrada.total).toBe(1)
    const todas = await lista(admin, '')
    const flags = Object.fromEntries(todas.items.map((o) => [o.id, o.recusado]))
    expect(flags).toEqual({ [recusada.os.id]: true, [aguardando.os.id]: false })
    // The same filter next to another one: still only refused quotes.
    expect((await lista(admin, '?recusado=1&status=orcamento_enviado')).total).toBe(1)

    const dashboard = (await call(t, admin, 'GET', '/api/dashboard')).json()
    expect(dashboard.orcamentos_recusados).toBe(1)
    expect(dashboard.recentes.find((o: { id: string }) => o.id === recusada.os.id).recusado).toBe(true)
  })

  it('answers 400 in Portuguese for a bad filter value', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/os?recusado=sim')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.recusado).toBe('Filtro inválido')
  })

  it('notifies the users who follow the OS module, and nobody else', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { os, token } = await orcamentoEnviado(admin)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    await setPermission(t, empresaId, 'operador', 'os', { can_view: false })
    const semOs = await buildUser(t, empresaId, 'operador')
    await recusar(token)

    const esperado = {
      tipo: 'orcamento_recusado',
      titulo: 'Orçamento recusado',
      texto: `${os.numero_os} · Maria Aparecida da Silva: recusado pelo cliente (Maria Silva) — Muito caro, vou fazer em outro lugar`,
      link: `/os/${os.id}`,
      lida: false,
    }
    for (const user of [admin, tecnico]) {
      const sino = (await call(t, user, 'GET', '/api/notificacoes')).json()
      expect(sino.items).toContainEqual(expect.objectContaining(esperado))
    }
    const outro = (await call(t, semOs, 'GET', '/api/notificacoes')).json()
    expect(outro.items.filter((i: { tipo: string }) => i.tipo === 'orcamento_recusado')).toEqual([])
  })

  it('approving a refused version needs the shop to confirm it; the bulk bar skips it', async () => {
    const { admin } = await buildCompany(t)
    const { os, token } = await orcamentoEnviado(admin)
    await recusar(token)

    const emLote = (
      await call(t, admin, 'POST', '/api/os/status', { ids: [os.id], status: 'aprovado' })
    ).json()
    expect(emLote.updated).toEqual([])
    expect(emLote.skipped).toEqual([
      {
        id: os.id,
        numero_os: os.numero_os,
        motivo:
          'O cliente recusou este orçamento. Abra a OS para aprovar mesmo assim ou revisar o orçamento.',
      },
    ])
    const direto = await aprovar(admin, os.id)
    expect(direto.statusCode).toBe(409)
    expect(direto.json().error.code).toBe('ORCAMENTO_RECUSADO')
    expect((await getOs(admin, os.id)).status).toBe('orcamento_enviado')

    const ruim = await aprovar(admin, os.id, { confirmar_recusa: 'sim' })
    expect(ruim.statusCode).toBe(400)
    expect(ruim.json().error.fields.confirmar_recusa).toBe('Confirmação inválida')

    const confirmado = await aprovar(admin, os.id, { confirmar_recusa: true })
    expect(confirmado.statusCode, confirmado.body).toBe(200)
    expect(confirmado.json()).toMatchObject({ status: 'aprovado', recusa: null })
    expect((await lista(admin, '?recusado=1')).total).toBe(0)
  })

  it('a new quote version clears the refusal', async () => {
    const { admin } = await buildCompany(t)
    const { os, token } = await orcamentoEnviado(admin)
    await recusar(token)
    await moveOs(t, admin, os.id, 'rascunho')
    // While the shop revises, the OS still carries what the customer said about the version.
    expect((await getOs(admin, os.id)).recusa).toMatchObject({ versao: 1, nome: 'Maria Silva' })
    await moveOs(t, admin, os.id, 'orcamento_enviado')
    const view = await getOs(admin, os.id)
    expect(view.recusa).toBeNull()
    expect(view.orcamentos.map((v: { versao: number }) => v.versao)).toEqual([1, 2])
    expect((await lista(admin, '?recusado=1')).total).toBe(0)
    // The customer may answer the new version.
    const novo = (await call(t, admin, 'POST', `/api/os/${os.id}/link`)).json()
    expect((await pub(novo.token)).json()).toMatchObject({ pode_responder: true, resposta: null })
    expect((await aprovar(admin, os.id)).statusCode).toBe(200)
  })
})

describe('POST /api/os/:id/status with confirmar_recusa', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/os/${id}/status`,
    permission: ['os', 'edit'],
    body: () => ({ status: 'aprovado', confirmar_recusa: true }),
    createRecord: async (owner) => {
      const { os, token } = await orcamentoEnviado(owner)
      await recusar(token)
      return os.id
    },
    badBody: {
      body: { status: 'aprovado', confirmar_recusa: 1 },
      field: 'confirmar_recusa',
      message: 'Confirmação inválida',
    },
  })
})

describe('the customer’s timeline on the quote page', () => {
  it('shows the refusal and the order’s progress, never drafts, revisions or invoicing', async () => {
    const { admin } = await buildCompany(t)
    const { os, token } = await orcamentoEnviado(admin)
    await recusar(token)
    await moveOs(t, admin, os.id, 'rascunho', 'orcamento_enviado')
    const novo = (await call(t, admin, 'POST', `/api/os/${os.id}/link`)).json()
    await pub(`${novo.token}/aprovar`, { nome: 'Maria Silva' })
    await moveOs(t, admin, os.id, 'em_execucao')
    await faturar(t, admin, os.id, faturarBody({ sinal: 0 }))
    expect((await call(t, admin, 'POST', `/api/os/${os.id}/estornar-faturamento`)).statusCode).toBe(200)
    await moveOs(t, admin, os.id, 'concluido')

    const view = (await pub(novo.token)).json()
    expect(view.linha_do_tempo.map((p: { titulo: string }) => p.titulo)).toEqual([
      'Orçamento Enviado',
      'Orçamento recusado',
      'Orçamento Enviado',
      'Aprovado',
      'Em Execução',
      'Concluído',
    ])
    // The shop's own history keeps every step, each named by what it was.
    const historico = (await getOs(admin, os.id)).historico.map(tituloDoRegistro)
    expect(historico).toEqual([
      'OS criada em Rascunho',
      'Rascunho → Orçamento Enviado',
      'Orçamento recusado pelo cliente',
      'Orçamento Enviado → Rascunho',
      'Rascunho → Orçamento Enviado',
      'Orçamento Enviado → Aprovado',
      'Aprovado → Em Execução',
      'Faturamento',
      'Faturamento estornado',
      'Em Execução → Concluído',
    ])
  })
})
