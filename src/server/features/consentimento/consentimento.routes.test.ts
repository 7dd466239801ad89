import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { moveOs } from '../financeiro/financeiro-fixtures'
import { tokenDeDescadastro } from './descadastro'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const pub = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/public/${url}`, payload })

const cliente = (user: TestUser, id: string) =>
  call(t, user, 'GET', `/api/clientes/${id}`).then((r) => r.json())

async function registrosDoCliente(clienteId: string) {
  const r = await t.handle.db.execute(
    sql`select origem, acao, campos from atividades where entidade = 'clientes' and entidade_id = ${clienteId}
      order by id`,
  )
  return (r as unknown as { rows: { origem: string; acao: string; campos: Record<string, unknown> }[] }).rows
}

describe('the opt-out link (/privacidade/sair/:token)', () => {
  it('shows whose messages, then records the opt-out as the customer, once', async () => {
    const { empresaId, admin } = await buildCompany(t, { nome_empresa: 'Oficina do Zé' })
    const c = await buildCatalogo(t, admin)
    await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, { consentimento_marketing: true })
    const token = tokenDeDescadastro(t.config, empresaId, c.cliente.id)

    const antes = await pub('GET', `privacidade/${token}`)
    expect(antes.statusCode).toBe(200)
    expect(antes.json()).toEqual({ empresa: 'Oficina do Zé', descadastrado: false })

    const sair = await pub('POST', `privacidade/${token}/sair`)
    expect(sair.statusCode).toBe(200)
    expect(sair.json()).toEqual({ empresa: 'Oficina do Zé', descadastrado: true })
    const depois = await cliente(admin, c.cliente.id)
    expect(depois.consentimento_marketing).toBe(false)
    expect(depois.optout_em).not.toBeNull()
    expect((await registrosDoCliente(c.cliente.id)).at(-1)).toMatchObject({
      origem: 'portal',
      acao: 'alterou',
    })

    // Leaving again keeps the first date.
    await pub('POST', `privacidade/${token}/sair`)
    expect((await cliente(admin, c.cliente.id)).optout_em).toBe(depois.optout_em)
    expect((await pub('GET', `privacidade/${token}`)).json().descadastrado).toBe(true)

    // A new consent at the counter ends the opt-out.
    const volta = await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, {
      consentimento_marketing: true,
    })
    expect(volta.json()).toMatchObject({ consentimento_marketing: true, optout_em: null })
  })

  it('refuses an altered token, or one of another company, in Portuguese, changing nothing', async () => {
    const { empresaId, admin } = await buildCompany(t)
    const outra = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, { consentimento_marketing: true })
    const token = tokenDeDescadastro(t.config, empresaId, c.cliente.id)
    const invalidos = [
      `${token.slice(0, -3)}abc`,
      'nao-e-um-token',
      tokenDeDescadastro(t.config, outra.empresaId, c.cliente.id),
      tokenDeDescadastro({ authSecret: 'outro segredo qualquer' }, empresaId, c.cliente.id),
    ]
    for (const invalido of invalidos) {
      for (const [method, url] of [
        ['GET', `privacidade/${invalido}`],
        ['POST', `privacidade/${invalido}/sair`],
      ] as const) {
        const res = await pub(method, url)
        expect(res.statusCode, `${method} ${invalido}`).toBe(404)
        expect(res.json().error.message).toMatch(/^Este link de descadastro não é válido/)
      }
    }
    expect((await cliente(admin, c.cliente.id)).consentimento_marketing).toBe(true)
  })
})

describe('the choice on the quote page', () => {
  async function orcamentoEnviado() {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    await moveOs(t, admin, o.id, 'orcamento_enviado')
    const link = (await call(t, admin, 'POST', `/api/os/${o.id}/link`)).json()
    return { admin, clienteId: c.cliente.id as string, token: link.token as string }
  }

  it('reads and records the customer’s answer with origin portal', async () => {
    const { admin, clienteId, token } = await orcamentoEnviado()
    expect((await pub('GET', `orcamentos/${token}/consentimento`)).json()).toEqual({
      consentimento_marketing: false,
    })
    const sim = await pub('POST', `orcamentos/${token}/consentimento`, { aceita: true })
    expect(sim.statusCode).toBe(200)
    expect(sim.json()).toEqual({ consentimento_marketing: true })
    expect(await cliente(admin, clienteId)).toMatchObject({
      consentimento_marketing: true,
      consentimento_origem: 'portal',
    })
    expect((await registrosDoCliente(clienteId)).at(-1)).toMatchObject({ origem: 'portal' })

    const nao = await pub('POST', `orcamentos/${token}/consentimento`, { aceita: false })
    expect(nao.json()).toEqual({ consentimento_marketing: false })
    const depois = await cliente(admin, clienteId)
    expect(depois.consentimento_marketing).toBe(false)
    expect(depois.optout_em).not.toBeNull()
  })

  it('answers 404 for an unknown link and 400 in Portuguese for a bad answer, changing nothing', async () => {
    const { admin, clienteId, token } = await orcamentoEnviado()
    expect((await pub('GET', 'orcamentos/token-inexistente/consentimento')).statusCode).toBe(404)
    expect(
      (await pub('POST', 'orcamentos/token-inexistente/consentimento', { aceita: true })).statusCode,
    ).toBe(404)
    for (const body of [{ aceita: 'sim' }, {}, { aceita: true, extra: 1 }]) {
      const res = await pub('POST', `orcamentos/${token}/consentimento`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.message).toMatch(/[a-zà-ú]/i)
    }
    expect(
      (await pub('POST', `orcamentos/${token}/consentimento`, { aceita: 'sim' })).json().error.fields.aceita,
    ).toBe('Escolha inválida')
    expect((await cliente(admin, clienteId)).consentimento_marketing).toBe(false)
  })
})
