import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, type TestUser, uniqueEmail } from '../../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../../test/fake-smtp'
import { itHandlesStandardCases } from '../../../test/standard-cases'
import { descadastroNoFim, tokenNoFim } from '../../consentimento/descadastro-fixtures'
import { assinar, vistoriaNova } from '../vistoria-fixtures'

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

/** A signed check-in whose customer has an email. */
async function assinadaComEmail(admin?: TestUser) {
  const dono = admin ?? (await buildCompany(t, { nome_empresa: 'Funilaria Central' })).admin
  const { os, vistoria } = await vistoriaNova(t, dono)
  const email = uniqueEmail('maria')
  const cliente = await call(t, dono, 'PATCH', `/api/clientes/${os.cliente.id}`, { email })
  expect(cliente.statusCode, cliente.body).toBe(200)
  await assinar(t, dono, vistoria.id)
  return { admin: dono, os, vistoria, email }
}

describe('POST /api/vistorias/:id/email', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/vistorias/${id}/email`,
    permission: ['os', 'edit'],
    body: () => ({}),
    createRecord: async (owner) => (await assinadaComEmail(owner)).vistoria.id,
    badBody: { body: { para: 'não é email' }, field: 'para', message: 'Informe um email válido' },
  })

  it("sends the A4 term to the customer's email and records it in the OS history", async () => {
    const { admin, os, vistoria, email } = await assinadaComEmail()
    const res = await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/email`, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ enviado: true })
    // Sign-up confirmations of other tests arrive at the same server: the customer's is the one to read.
    const msg = smtp.recebidas.find((r) => r.para.includes(email))
    expect(msg).toBeDefined()
    expect(msg!.texto).toContain(
      `Segue em anexo o termo da vistoria de entrada do Fiat Uno (ABC1D23), OS ${os.numero_os}.`,
    )
    expect(msg!.bruto).toContain(`filename=Vistoria-entrada-${os.numero_os}.pdf`)
    // It ends with the customer's opt-out line, clickable in the HTML part.
    expect(descadastroNoFim(msg!.texto, t.config)).toEqual({
      empresaId: admin.empresaId,
      clienteId: os.cliente.id,
    })
    expect(msg!.html).toContain(
      `<a href="http://localhost:3000/privacidade/sair/${tokenNoFim(msg!.texto, t.config)}">`,
    )
    const historico = (await call(t, admin, 'GET', `/api/os/${os.id}`)).json().historico
    expect(historico.at(-1).observacao).toBe(`Termo da vistoria de entrada enviado por email para ${email}`)
  })

  it('refuses another address to who does not edit Cadastros, and a customer without email', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const { vistoria } = await assinadaComEmail(admin)
    const outro = await call(t, tecnico, 'POST', `/api/vistorias/${vistoria.id}/email`, { para: 'x@y.test' })
    expect(outro.statusCode).toBe(403)
    expect(outro.json().error.message).toBe(
      'Envie para o email do cadastro do cliente: só quem edita Cadastros informa outro endereço.',
    )
    const outra = (await buildCompany(t)).admin
    const semEmail = await vistoriaNova(t, outra)
    const res = await call(t, outra, 'POST', `/api/vistorias/${semEmail.vistoria.id}/email`, {})
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.para).toBe('Informe o email do cliente')
  })

  it('answers 409 in Portuguese when this server has no SMTP', async () => {
    const { admin } = await buildCompany(semSmtp)
    const { vistoria } = await vistoriaNova(semSmtp, admin)
    const res = await call(semSmtp, admin, 'POST', `/api/vistorias/${vistoria.id}/email`, {})
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('O envio de email não está configurado neste servidor')
  })
})
