import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, uniqueEmail } from '../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { descadastroNoFim, tokenNoFim } from '../consentimento/descadastro-fixtures'
import { agendamentoNovo } from './agendamento-links.fixtures'

let smtp: FakeSmtp
let t: TestApp
let semSmtp: TestApp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url })
  semSmtp = await createTestApp()
})
afterAll(async () => {
  await t.close()
  await semSmtp.close()
  await smtp.close()
})

describe('POST /api/agendamentos/:id/email', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/agendamentos/${id}/email`,
    permission: ['agenda', 'edit'],
    body: () => ({ tipo: 'confirmacao' }),
    createRecord: async (owner) =>
      (await agendamentoNovo(t, owner, { email: uniqueEmail('maria') })).agendamento.id,
    badBody: { body: { tipo: 'sms' }, field: 'tipo', message: 'Escolha confirmação ou lembrete' },
  })

  it("sends the confirmation to the customer's email with the .ics attached", async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Auto Center Silva' })
    const email = uniqueEmail('maria')
    const { agendamento } = await agendamentoNovo(t, admin, { email })
    const msg = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/mensagem?tipo=confirmacao`)
    expect(msg.json().email_disponivel).toBe(true)
    const res = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/email`, {
      tipo: 'confirmacao',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ enviado: true, para: email })
    // Sign-up confirmations of other tests arrive at the same server: the customer's is the one to read.
    const recebida = smtp.recebidas.find((r) => r.para.includes(email))
    expect(recebida).toBeDefined()
    expect(recebida!.texto).toContain('Seu horário na Auto Center Silva está agendado para')
    expect(recebida!.texto).toContain('Veículo: Fiat Uno (ABC1D23)')
    // It ends with the customer's opt-out line, clickable in the HTML part.
    expect(descadastroNoFim(recebida!.texto, t.config)).toEqual({
      empresaId: admin.empresaId,
      clienteId: agendamento.cliente_id,
    })
    const sair = `http://localhost:3000/privacidade/sair/${tokenNoFim(recebida!.texto, t.config)}`
    expect(recebida!.html).toContain(`<a href="${sair}">`)
    expect(recebida!.bruto).toMatch(/Subject: Seu agendamento na Auto Center Silva/)
    expect(recebida!.bruto).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i)
    expect(recebida!.bruto).toContain('filename=agendamento.ics')
    const ics = /filename=agendamento\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      recebida!.bruto,
    )
    expect(ics).not.toBeNull()
    const conteudo = Buffer.from(ics![1]!.replace(/\r\n/g, ''), 'base64').toString('utf8')
    expect(conteudo).toContain(`UID:agendamento-${agendamento.id}@bancada`)
    expect(conteudo).toContain('BEGIN:VEVENT')
    // Configurações > Emails lists it as an appointment's, and so does the customer's page.
    const enviados = await call(t, admin, 'GET', '/api/empresa/emails')
    expect(enviados.json().items).toEqual([
      expect.objectContaining({
        para: email,
        tipo: 'agendamento',
        assunto: 'Seu agendamento na Auto Center Silva',
      }),
    ])
    const historico = await call(t, admin, 'GET', `/api/clientes/${agendamento.cliente_id}/historico`)
    expect(historico.json().mensagens).toContainEqual(
      expect.objectContaining({ descricao: 'E-mail: Seu agendamento na Auto Center Silva' }),
    )
  })

  it('a reminder by email marks the day-before reminder sent', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin, { email: uniqueEmail('maria') })
    const res = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/email`, {
      tipo: 'lembrete',
    })
    expect(res.statusCode, res.body).toBe(200)
    const msg = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/mensagem?tipo=lembrete`)
    expect(msg.json().lembrete_enviado_em).not.toBeNull()
  })

  it('answers 409 in Portuguese for a customer without email, and when the server has no SMTP', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    const sem = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/email`, {
      tipo: 'confirmacao',
    })
    expect(sem.statusCode).toBe(409)
    expect(sem.json().error.message).toBe('O cliente não tem email no cadastro')
    const outro = (await buildCompany(semSmtp)).admin
    const ag = await agendamentoNovo(semSmtp, outro, { email: uniqueEmail('maria') })
    const msg = await call(
      semSmtp,
      outro,
      'GET',
      `/api/agendamentos/${ag.agendamento.id}/mensagem?tipo=confirmacao`,
    )
    expect(msg.json().email_disponivel).toBe(false)
    const res = await call(semSmtp, outro, 'POST', `/api/agendamentos/${ag.agendamento.id}/email`, {
      tipo: 'confirmacao',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('O envio de email não está configurado neste servidor')
  })
})
