import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chavesDeModelo, modelos } from '../../../shared/mensagens/modelos'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { tokenDeDescadastro } from '../consentimento/descadastro'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const url = '/api/modelos-mensagem'

describe('GET /api/modelos-mensagem', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => url,
    permission: ['configuracoes', 'view'],
  })

  it('lists every template of the registry with its default until the company changes it', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const lista = (await call(t, admin, 'GET', url)).json()
    expect(lista.map((m: { chave: string }) => m.chave)).toEqual([...chavesDeModelo])
    expect(lista.find((m: { chave: string }) => m.chave === 'os_pronta')).toEqual({
      chave: 'os_pronta',
      titulo: modelos.os_pronta.titulo,
      placeholders: [...modelos.os_pronta.placeholders],
      texto: modelos.os_pronta.padrao,
      padrao: modelos.os_pronta.padrao,
      personalizado: false,
    })
    // Whoever sees Configurações reads them (the gerente, by default).
    const gerente = await buildUser(t, empresaId, 'gerente')
    expect((await call(t, gerente, 'GET', url)).statusCode).toBe(200)
  })
})

describe('PUT /api/modelos-mensagem/:chave', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'PUT',
    url: () => `${url}/os_pronta`,
    permission: ['configuracoes', 'edit'],
    body: () => ({ texto: 'Pronto, {cliente}!' }),
    badBody: { body: { texto: '   ' }, field: 'texto', message: 'Escreva o texto da mensagem' },
  })

  it('answers 400 in Portuguese for a text over 2000 characters and 404 for an unknown key', async () => {
    const { admin } = await buildCompany(t)
    const longo = await call(t, admin, 'PUT', `${url}/os_pronta`, { texto: 'x'.repeat(2001) })
    expect(longo.statusCode).toBe(400)
    expect(longo.json().error.fields.texto).toBe('Máximo de 2000 caracteres')
    const desconhecida = await call(t, admin, 'PUT', `${url}/nao_existe`, { texto: 'Oi' })
    expect(desconhecida.statusCode).toBe(404)
    expect(desconhecida.json().error.message).toBe('Modelo de mensagem não encontrado')
  })

  it('is the admin’s by default: the gerente reads but does not change', async () => {
    const { empresaId } = await buildCompany(t)
    const gerente = await buildUser(t, empresaId, 'gerente')
    expect((await call(t, gerente, 'PUT', `${url}/os_pronta`, { texto: 'Oi' })).statusCode).toBe(403)
    await setPermission(t, empresaId, 'gerente', 'configuracoes', { can_edit: true })
    const outro = await buildUser(t, empresaId, 'gerente')
    expect((await call(t, outro, 'PUT', `${url}/os_pronta`, { texto: 'Oi' })).statusCode).toBe(200)
  })

  it("saves the company's own text, trimmed; another company keeps the default", async () => {
    const { admin } = await buildCompany(t)
    const outra = await buildCompany(t)
    const salvo = await call(t, admin, 'PUT', `${url}/orcamento_whatsapp`, {
      texto: '  Oi {cliente}\n{link} ',
    })
    expect(salvo.json()).toMatchObject({
      chave: 'orcamento_whatsapp',
      texto: 'Oi {cliente}\n{link}',
      personalizado: true,
    })
    // A second save updates the same row.
    await call(t, admin, 'PUT', `${url}/orcamento_whatsapp`, { texto: 'Olá {cliente}' })
    const meu = (await call(t, admin, 'GET', url))
      .json()
      .find((m: { chave: string }) => m.chave === 'orcamento_whatsapp')
    expect(meu).toMatchObject({ texto: 'Olá {cliente}', personalizado: true })
    const dela = (await call(t, outra.admin, 'GET', url))
      .json()
      .find((m: { chave: string }) => m.chave === 'orcamento_whatsapp')
    expect(dela).toMatchObject({ texto: modelos.orcamento_whatsapp.padrao, personalizado: false })
  })
})

describe('DELETE /api/modelos-mensagem/:chave', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'DELETE',
    url: () => `${url}/os_pronta`,
    permission: ['configuracoes', 'edit'],
  })

  it('restores the default; an unknown key is 404', async () => {
    const { admin } = await buildCompany(t)
    await call(t, admin, 'PUT', `${url}/cobranca_no_dia`, { texto: 'Pague hoje, {cliente}' })
    const res = await call(t, admin, 'DELETE', `${url}/cobranca_no_dia`)
    expect(res.json()).toMatchObject({ texto: modelos.cobranca_no_dia.padrao, personalizado: false })
    const lista = (await call(t, admin, 'GET', url)).json()
    expect(lista.find((m: { chave: string }) => m.chave === 'cobranca_no_dia').personalizado).toBe(false)
    expect((await call(t, admin, 'DELETE', `${url}/nao_existe`)).statusCode).toBe(404)
  })
})

describe('GET /api/os/:id/mensagem-pronta', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/os/${id}/mensagem-pronta`,
    permission: ['os', 'view'],
    createRecord: async (owner) => (await create(t, owner, '/api/os', {})).id,
  })

  it("fills the company's 'OS pronta' text and opens WhatsApp on the customer's mobile", async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Oficina Boa' })
    await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Oficina Boa',
      endereco: 'Rua A, 10',
      cidade: 'Campinas',
      uf: 'SP',
    })
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    const padrao = (await call(t, admin, 'GET', `/api/os/${o.id}/mensagem-pronta`)).json()
    expect(padrao.texto).toBe(
      `Olá, Maria Aparecida da Silva! Seu Fiat Uno (ABC1D23) está pronto para retirada (${o.numero_os}).\n` +
        'Total: R$\u00a0529,80\nEndereço: Rua A, 10 — Campinas/SP\nOficina Boa\n\n' +
        `Para não receber lembretes de revisão e ofertas: http://localhost:3000/privacidade/sair/${tokenDeDescadastro(t.config, admin.empresaId, c.cliente.id)}`,
    )
    expect(padrao.whatsapp_url).toBe(`https://wa.me/5511971626799?text=${encodeURIComponent(padrao.texto)}`)
    await call(t, admin, 'PUT', `${url}/os_pronta`, { texto: 'Pode buscar, {cliente}! {numero_os}' })
    const proprio = (await call(t, admin, 'GET', `/api/os/${o.id}/mensagem-pronta`)).json()
    expect(proprio.texto).toMatch(
      new RegExp(
        `^Pode buscar, Maria Aparecida da Silva! ${o.numero_os}\n\nPara não receber lembretes de revisão e ofertas: `,
      ),
    )
  })

  it("leaves the number out for a reader who may not see the customer's contact", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    await setPermission(t, empresaId, 'tecnico', 'cadastros', { can_view: false })
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const res = (await call(t, tecnico, 'GET', `/api/os/${o.id}/mensagem-pronta`)).json()
    expect(res.whatsapp_url).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(res.texto).toContain('Maria Aparecida da Silva')
  })
})
