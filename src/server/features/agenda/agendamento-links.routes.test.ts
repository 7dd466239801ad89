import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { agendamentoNovo, amanhaAs, linkDe } from './agendamento-links.fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /api/agendamentos/:id/link', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/agendamentos/${id}/link`,
    permission: ['agenda', 'edit'],
    createRecord: async (owner) => (await agendamentoNovo(t, owner)).agendamento.id,
  })

  it('hands out the same live link again, valid until a day after the appointment', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    const link = await linkDe(t, admin, agendamento.id)
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.url).toBe(`http://localhost:3000/a/${link.token}`)
    expect(new Date(link.expira_em).getTime()).toBe(agendamento.inicio.getTime() + 24 * 60 * 60 * 1000)
    expect((await linkDe(t, admin, agendamento.id)).token).toBe(link.token)
  })
})

describe('GET /api/agendamentos/:id/mensagem', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/agendamentos/${id}/mensagem?tipo=confirmacao`,
    permission: ['agenda', 'view'],
    createRecord: async (owner) => (await agendamentoNovo(t, owner)).agendamento.id,
  })

  it('fills the confirmation template: date and time in the company zone, vehicle, address, link', async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Auto Center Silva' })
    const { agendamento } = await agendamentoNovo(t, admin)
    const res = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/mensagem?tipo=confirmacao`)
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json()
    const { url } = await linkDe(t, admin, agendamento.id)
    const data = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      agendamento.inicio,
    )
    expect(v.texto).toContain(
      `Olá, Maria Aparecida da Silva! Seu horário na Auto Center Silva está agendado para ${data}`,
    )
    expect(v.texto).toContain('às 09:30.')
    expect(v.texto).toContain('Veículo: Fiat Uno (ABC1D23)')
    expect(v.texto).toContain('Motivo: Revisão dos 40 mil km')
    expect(v.texto).toContain('Endereço: Rua das Flores, 120 — Centro — São Paulo/SP')
    expect(v.texto).toContain(`Confirme ou peça outro horário: ${url}`)
    expect(v.whatsapp_url).toBe(`https://wa.me/5511971626799?text=${encodeURIComponent(v.texto)}`)
    // No SMTP on this server.
    expect(v.email_disponivel).toBe(false)
    expect(v.lembrete_enviado_em).toBeNull()
  })

  it('fills the reminder with the company own text when it has one', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    const put = await call(t, admin, 'PUT', '/api/modelos-mensagem/agendamento_lembrete', {
      texto: 'Amanhã {hora}: {veiculo}',
    })
    expect(put.statusCode, put.body).toBe(200)
    const res = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/mensagem?tipo=lembrete`)
    // Every message to a customer ends with the opt-out link (issue 29 item 3).
    expect(res.json().texto).toMatch(
      /^Amanhã 09:30: Fiat Uno \(ABC1D23\)\n\nPara não receber lembretes de revisão e ofertas: http:\/\/localhost:3000\/privacidade\/sair\/[\w-]+\.[\w-]+$/,
    )
  })

  it('answers 400 in Portuguese for an unknown kind', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    const res = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/mensagem?tipo=sms`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.tipo).toBe('Escolha confirmação ou lembrete')
  })
})

describe('GET /api/agendamentos/:id/ics', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/agendamentos/${id}/ics`,
    permission: ['agenda', 'view'],
    createRecord: async (owner) => (await agendamentoNovo(t, owner)).agendamento.id,
  })

  it('downloads the event in UTC with the address as location', async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Oficina Boa, Rápida; Barata' })
    const { agendamento } = await agendamentoNovo(t, admin, { inicio: amanhaAs('14:00') })
    const res = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/ics`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="agendamento.ics"')
    const ics = res.body.replace(/\r\n /g, '')
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '')
    expect(ics).toContain(`DTSTART:${utc(agendamento.inicio)}`)
    expect(ics).toContain(`DTEND:${utc(new Date(agendamento.inicio.getTime() + 90 * 60_000))}`)
    expect(ics).toContain('SUMMARY:Oficina Boa\\, Rápida\\; Barata: Revisão dos 40 mil km')
    expect(ics).toContain('LOCATION:Rua das Flores\\, 120 — Centro — São Paulo/SP')
    expect(ics).toContain(`UID:agendamento-${agendamento.id}@bancada`)
  })
})

describe('POST /api/agendamentos/:id/lembrete-enviado', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/agendamentos/${id}/lembrete-enviado`,
    permission: ['agenda', 'edit'],
    createRecord: async (owner) => (await agendamentoNovo(t, owner)).agendamento.id,
  })

  it('records when, and the message shows it', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    const res = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/lembrete-enviado`)
    expect(res.statusCode, res.body).toBe(200)
    const em = res.json().lembrete_enviado_em
    expect(Math.abs(new Date(em).getTime() - Date.now())).toBeLessThan(60_000)
    const msg = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/mensagem?tipo=lembrete`)
    expect(msg.json().lembrete_enviado_em).toBe(em)
  })
})

describe("the customer's number in the WhatsApp links (decision 029)", () => {
  it('goes only to who sees the customer contact; the others get wa.me without a number', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    await setPermission(t, empresaId, 'operador', 'cadastros', { can_view: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const res = await call(
      t,
      operador,
      'GET',
      `/api/agendamentos/${agendamento.id}/mensagem?tipo=confirmacao`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().whatsapp_url).toBe(`https://wa.me/?text=${encodeURIComponent(res.json().texto)}`)
    const dia = (await call(t, operador, 'GET', '/api/agenda/mensagens-do-dia')).json()
    expect(dia.itens[0].whatsapp_url).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(JSON.stringify(dia)).not.toContain('97162')
  })
})
