import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agendamentoLinks, agendamentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { agendamentoNovo, linkDe } from './agendamento-links.fixtures'

let t: TestApp
let limitado: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // A low answer limit to see it bite per IP; the page's reads keep the general one.
  limitado = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AUTH_WINDOW_MS: '60000' })
})
afterAll(async () => {
  await t.close()
  await limitado.close()
})

const pub = (method: 'GET' | 'POST', url: string, payload?: object, app = t) =>
  app.app.inject({ method, url: `/api/public/agendamentos/${url}`, payload })

async function comLink(opts: Parameters<typeof agendamentoNovo>[2] = {}, app = t, admin?: TestUser) {
  const dono = admin ?? (await buildCompany(app, { nome_empresa: 'Auto Center Silva' })).admin
  const { agendamento } = await agendamentoNovo(app, dono, opts)
  const { token } = await linkDe(app, dono, agendamento.id)
  return { admin: dono, agendamento, token }
}

const doBanco = async (app: TestApp, admin: TestUser, id: string) =>
  (await call(app, admin, 'GET', `/api/agendamentos/${id}/mensagem?tipo=lembrete`)).statusCode

describe('GET /api/public/agendamentos/:token', () => {
  it('shows the appointment, the company and nothing of the staff', async () => {
    const { token } = await comLink()
    const res = await pub('GET', token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({
      empresa: { nome: 'Auto Center Silva', endereco: 'Rua das Flores, 120 — Centro — São Paulo/SP' },
      cliente_nome: 'Maria Aparecida da Silva',
      hora: '09:30',
      veiculo: 'Fiat Uno (ABC1D23)',
      motivo: 'Revisão dos 40 mil km',
      status: 'agendado',
      confirmado_em: null,
      reagendamento_pedido: null,
      pode_responder: true,
    })
    expect(JSON.stringify(res.json())).not.toMatch(/criado_por|tecnico|observacoes|empresa_id/)
  })

  it('answers 404 in Portuguese for an unknown token and for an expired link', async () => {
    const { token, admin, agendamento } = await comLink()
    const errado = await pub('GET', `${token.slice(0, -2)}xx`)
    expect(errado.statusCode).toBe(404)
    expect(errado.json().error.message).toBe(
      'Link de agendamento inválido ou expirado. Peça um novo link à oficina.',
    )
    await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx
        .update(agendamentoLinks)
        .set({ expira_em: sql`now() - interval '1 minute'` })
        .where(
          and(
            eq(agendamentoLinks.empresa_id, admin.empresaId),
            eq(agendamentoLinks.agendamento_id, agendamento.id),
          ),
        ),
    )
    for (const [method, url] of [
      ['GET', token],
      ['POST', `${token}/confirmar`],
      ['GET', `${token}/ics`],
    ] as const) {
      const res = await pub(method, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().error.message).toBe(
        'Link de agendamento inválido ou expirado. Peça um novo link à oficina.',
      )
    }
    expect(await doBanco(t, admin, agendamento.id)).toBe(200)
  })
})

describe('POST /api/public/agendamentos/:token/confirmar', () => {
  it('confirms once: a second tap changes nothing, and the shop sees it confirmed', async () => {
    const { token, admin, agendamento } = await comLink()
    const res = await pub('POST', `${token}/confirmar`)
    expect(res.statusCode, res.body).toBe(200)
    const primeiro = res.json()
    expect(primeiro.status).toBe('confirmado')
    expect(primeiro.confirmado_em).not.toBeNull()
    const again = await pub('POST', `${token}/confirmar`)
    expect(again.statusCode).toBe(200)
    expect(again.json().confirmado_em).toBe(primeiro.confirmado_em)
    const [row] = await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx
        .select({ status: agendamentos.status, versao: agendamentos.versao })
        .from(agendamentos)
        .where(and(eq(agendamentos.empresa_id, admin.empresaId), eq(agendamentos.id, agendamento.id))),
    )
    expect(row).toEqual({ status: 'confirmado', versao: 2 })
  })

  it('is read-only once the appointment was cancelled or the customer arrived (409)', async () => {
    for (const status of ['cancelado', 'chegou'] as const) {
      const { token } = await comLink({ status })
      const view = (await pub('GET', token)).json()
      expect(view.pode_responder).toBe(false)
      const res = await pub('POST', `${token}/confirmar`)
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toBe(
        'Este agendamento não pode mais ser alterado pelo link. Fale com a oficina.',
      )
      expect((await pub('POST', `${token}/reagendar`, { mensagem: 'Sexta' })).statusCode).toBe(409)
    }
  })

  it('is limited per IP', async () => {
    const { token } = await comLink({}, limitado)
    expect((await pub('POST', `${token}/confirmar`, undefined, limitado)).statusCode).toBe(200)
    expect((await pub('POST', `${token}/confirmar`, undefined, limitado)).statusCode).toBe(200)
    const bloqueado = await pub('POST', `${token}/confirmar`, undefined, limitado)
    expect(bloqueado.statusCode).toBe(429)
    expect(bloqueado.json().error.code).toBe('RATE_LIMITED')
    // Reading the page keeps the general limit.
    expect((await pub('GET', token, undefined, limitado)).statusCode).toBe(200)
  })
})

describe('POST /api/public/agendamentos/:token/reagendar', () => {
  it('stores the request for the shop; a confirmation given before no longer holds', async () => {
    const { token } = await comLink()
    await pub('POST', `${token}/confirmar`)
    const res = await pub('POST', `${token}/reagendar`, { mensagem: '  Pode ser sexta às 14h?  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'agendado',
      confirmado_em: null,
      reagendamento_pedido: 'Pode ser sexta às 14h?',
    })
    expect(res.json().reagendamento_pedido_em).not.toBeNull()
    // Confirming after all withdraws the request.
    const conf = (await pub('POST', `${token}/confirmar`)).json()
    expect(conf).toMatchObject({ status: 'confirmado', reagendamento_pedido: null })
  })

  it('answers 400 in Portuguese for an empty or too long message, and 404 for an unknown token', async () => {
    const { token } = await comLink()
    const vazio = await pub('POST', `${token}/reagendar`, { mensagem: '   ' })
    expect(vazio.statusCode).toBe(400)
    expect(vazio.json().error.fields.mensagem).toBe('Escreva o dia e o horário que prefere')
    const longo = await pub('POST', `${token}/reagendar`, { mensagem: 'x'.repeat(501) })
    expect(longo.json().error.fields.mensagem).toBe('A mensagem deve ter no máximo 500 caracteres')
    const sem = await pub('POST', `${token}/reagendar`, {})
    expect(sem.statusCode).toBe(400)
    expect((await pub('POST', 'nao-existe/reagendar', { mensagem: 'Sexta' })).statusCode).toBe(404)
    expect((await pub('GET', token)).json().reagendamento_pedido).toBeNull()
  })
})

describe('GET /api/public/agendamentos/:token/ics', () => {
  it("downloads the customer's calendar event", async () => {
    const { token, agendamento } = await comLink()
    const res = await pub('GET', `${token}/ics`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.body).toContain(`UID:agendamento-${agendamento.id}@bancada`)
  })
})
