import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { faturar, moveOs, setPix } from '../financeiro/financeiro-fixtures'
import { noBanco } from '../notificacoes/notificacoes-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const pub = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/public/orcamentos/${url}`, payload, headers })

/** A company with an OS whose quote was sent, and its public link. */
async function orcamentoEnviado(admin?: TestUser) {
  const user = admin ?? (await buildCompany(t, { nome_empresa: 'Oficina do Zé' })).admin
  const c = await buildCatalogo(t, user)
  const o = await create(t, user, '/api/os', osBody(c))
  await moveOs(t, user, o.id, 'orcamento_enviado')
  const res = await call(t, user, 'POST', `/api/os/${o.id}/link`)
  expect(res.statusCode, res.body).toBe(200)
  return { admin: user, os: o, ...(res.json() as { url: string; token: string }) }
}

describe('POST /api/os/:id/link', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/os/${id}/link`,
    permission: ['os', 'edit'],
    createRecord: async (owner) => (await orcamentoEnviado(owner)).os.id,
  })

  it('refuses an OS without a sent quote with 409', async () => {
    const { admin } = await buildCompany(t)
    const o = await create(t, admin, '/api/os', {})
    const res = await call(t, admin, 'POST', `/api/os/${o.id}/link`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Envie o orçamento ao cliente antes de gerar o link')
  })

  it('hands out the same live link again: an unguessable token in /p/:token', async () => {
    const { admin, os, url, token } = await orcamentoEnviado()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url).toBe(`http://localhost:3000/p/${token}`)
    const again = (await call(t, admin, 'POST', `/api/os/${os.id}/link`)).json()
    expect(again.token).toBe(token)
  })
})

describe('the public quote page', () => {
  it('shows only that OS: company header, first name, vehicle, the quote version, no staff data', async () => {
    const { token, os } = await orcamentoEnviado()
    const res = await pub('GET', token)
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json()
    expect(view).toMatchObject({
      empresa: { nome: 'Oficina do Zé', logo_url: null },
      numero_os: os.numero_os,
      status: 'orcamento_enviado',
      cliente_saudacao: 'Maria',
      veiculo: { marca: 'Fiat', modelo: 'Uno', placa: 'ABC1D23' },
      orcamento: { versao: 1, total_geral: 52980 },
      pode_responder: true,
      resposta: null,
      titulos: [],
    })
    expect(view.orcamento.itens.map((i: { descricao: string }) => i.descricao)).toEqual([
      'Funilaria porta',
      'Tinta prata 1L',
    ])
    // No document, phone or staff name leaks into the page.
    expect(res.body).not.toContain('529.982.247-25')
    expect(res.body).not.toContain('Aparecida')
    expect(res.body).not.toContain('97162-6799')
  })

  it('greets a company client by its whole name, not the first word of its razão social', async () => {
    const { admin } = await buildCompany(t)
    const empresa = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'juridica',
      doc: '11.222.333/0001-81',
      nome_razao: 'Transportadora Rápida Ltda',
    })
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', { ...osBody(c), cliente_id: empresa.id, veiculo_id: null })
    await moveOs(t, admin, o.id, 'orcamento_enviado')
    const { token } = (await call(t, admin, 'POST', `/api/os/${o.id}/link`)).json()
    expect((await pub('GET', token)).json().cliente_saudacao).toBe('Transportadora Rápida Ltda')
  })

  it('isolates tokens: a token opens only its OS and a guessed one finds nothing', async () => {
    const a = await orcamentoEnviado()
    const b = await orcamentoEnviado()
    expect((await pub('GET', a.token)).json().numero_os).toBe(a.os.numero_os)
    expect((await pub('GET', b.token)).json().empresa.nome).toBe('Oficina do Zé')
    const palpite = await pub('GET', `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`)
    expect(palpite.statusCode).toBe(404)
    expect(palpite.json().error.message).toBe(
      'Link não encontrado. Confira o endereço ou peça à oficina um novo link.',
    )
    // A's token cannot reach B's photos either.
    const foto = await pub('GET', `${a.token}/fotos/${b.os.id}`)
    expect(foto.statusCode).toBe(404)
  })

  it('approves through the status machine with the evidence, notifies the staff, refuses a second answer', async () => {
    const { admin, token, os } = await orcamentoEnviado()
    const headers = { 'user-agent': 'Mozilla/5.0 (iPhone) Teste' }
    const res = await pub('POST', `${token}/aprovar`, { nome: '  Maria Silva ' }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'aprovado',
      pode_responder: false,
      resposta: { tipo: 'aprovado' },
    })

    const detalhe = (await call(t, admin, 'GET', `/api/os/${os.id}`)).json()
    expect(detalhe).toMatchObject({ status: 'aprovado', orcamento_versao_aprovada: 1 })
    expect(detalhe.historico.at(-1)).toMatchObject({
      de_status: 'orcamento_enviado',
      para_status: 'aprovado',
      origem: 'portal',
      nome_cliente: 'Maria Silva',
      usuario_nome: null,
      observacao: 'Orçamento versão 1 aprovado pelo cliente na página do orçamento',
    })
    const resultado = (await noBanco(
      t,
      admin.empresaId,
      sql`select host(ip) as ip, user_agent from os_historico where os_id = ${os.id} and origem = 'portal'`,
    )) as unknown as { rows: Array<{ ip: string; user_agent: string }> }
    const [evidencia] = resultado.rows
    expect(evidencia).toEqual({ ip: '127.0.0.1', user_agent: 'Mozilla/5.0 (iPhone) Teste' })

    const sino = (await call(t, admin, 'GET', '/api/notificacoes')).json()
    expect(JSON.stringify(sino)).toContain('Maria Silva')

    const segunda = await pub('POST', `${token}/aprovar`, { nome: 'Maria' })
    expect(segunda.statusCode).toBe(409)
    expect(segunda.json().error.message).toBe('Este orçamento já foi respondido')
    const recusa = await pub('POST', `${token}/recusar`, { nome: 'Maria' })
    expect(recusa.statusCode).toBe(409)
  })

  it('records a refusal with name and reason, keeping the status, and refuses answering again', async () => {
    const { admin, token, os } = await orcamentoEnviado()
    const res = await pub('POST', `${token}/recusar`, { nome: 'Maria', motivo: 'Muito caro' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'orcamento_enviado',
      pode_responder: false,
      resposta: { tipo: 'recusado', nome: 'Maria' },
    })
    const detalhe = (await call(t, admin, 'GET', `/api/os/${os.id}`)).json()
    expect(detalhe.status).toBe('orcamento_enviado')
    expect(detalhe.historico.at(-1)).toMatchObject({
      evento: 'orcamento_recusado',
      origem: 'portal',
      nome_cliente: 'Maria',
      observacao: 'Versão 1 recusada na página do orçamento. Motivo: Muito caro',
    })
    const aprovar = await pub('POST', `${token}/aprovar`, { nome: 'Maria' })
    expect(aprovar.statusCode).toBe(409)
    expect(aprovar.json().error.message).toBe('Este orçamento já foi respondido')
  })

  it('answers 400 in Portuguese without a name', async () => {
    const { token } = await orcamentoEnviado()
    const res = await pub('POST', `${token}/aprovar`, { nome: '   ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.nome).toBe('Informe seu nome')
  })

  it('revising the quote revokes the old link: it says the quote changed; a new link shows version 2', async () => {
    const { admin, token, os } = await orcamentoEnviado()
    await moveOs(t, admin, os.id, 'rascunho')
    const antigo = await pub('GET', token)
    expect(antigo.statusCode).toBe(410)
    expect(antigo.json().error.message).toBe('Este orçamento foi alterado. Peça à oficina o novo link.')
    expect((await pub('POST', `${token}/aprovar`, { nome: 'Maria' })).statusCode).toBe(410)
    expect((await call(t, admin, 'POST', `/api/os/${os.id}/link`)).statusCode).toBe(409)
    await moveOs(t, admin, os.id, 'orcamento_enviado')
    const novo = (await call(t, admin, 'POST', `/api/os/${os.id}/link`)).json()
    expect(novo.token).not.toBe(token)
    expect((await pub('GET', novo.token)).json().orcamento.versao).toBe(2)
  })

  it('refuses an expired link', async () => {
    const { admin, token } = await orcamentoEnviado()
    await noBanco(t, admin.empresaId, sql`update orcamento_links set expira_em = now() - interval '1 minute'`)
    const res = await pub('GET', token)
    expect(res.statusCode).toBe(410)
    expect(res.json().error.message).toBe('Este link expirou. Peça à oficina um novo link.')
    expect((await pub('POST', `${token}/aprovar`, { nome: 'Maria' })).statusCode).toBe(410)
  })

  it('after approval shows the live status and, once invoiced, the open titles with PIX', async () => {
    const { admin, token, os } = await orcamentoEnviado()
    await pub('POST', `${token}/aprovar`, { nome: 'Maria' })
    await moveOs(t, admin, os.id, 'em_execucao', 'concluido')
    await setPix(t, admin.empresaId, {
      chave: 'pix@oficina.com.br',
      nome: 'Oficina do Ze',
      cidade: 'Sao Paulo',
    })
    await faturar(t, admin, os.id)
    const view = (await pub('GET', token)).json()
    expect(view.status).toBe('concluido')
    // The customer's timeline starts when the quote reached them: the draft is the shop's own.
    expect(view.linha_do_tempo.map((p: { status: string }) => p.status)).toEqual([
      'orcamento_enviado',
      'aprovado',
      'em_execucao',
      'concluido',
    ])
    expect(view.titulos.length).toBeGreaterThan(0)
    expect(view.titulos[0].pix_copia_e_cola).toMatch(/^000201/)
  })
})
