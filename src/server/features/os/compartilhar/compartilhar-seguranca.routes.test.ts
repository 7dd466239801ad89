import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailsEmpresaMessages } from '../../../../shared/email/emails-empresa.schemas'
import { compartilharMessages as m } from '../../../../shared/os/compartilhar.schemas'
import { clientes, emailsEmpresa, emailsSaida, empresas } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser, uniqueEmail } from '../../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../../test/fake-smtp'
import { buildCatalogo, osBody } from '../../../test/os-fixtures'
import { descadastroNoFim, tokenNoFim } from '../../consentimento/descadastro-fixtures'

// Issue 22 item 1: with SMTP, the platform must not send phishing on a company's behalf.
let smtp: FakeSmtp
let t: TestApp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url, EMAIL_LIMITE_HORA: '3', EMAIL_LIMITE_DIA: '5' })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** An OS whose customer has `email`, in a new company with a confirmed account. */
async function osComCliente(email: string | null = uniqueEmail('cliente'), admin?: TestUser) {
  const dono = admin ?? (await buildCompany(t)).admin
  const c = await buildCatalogo(t, dono)
  if (email) await call(t, dono, 'PATCH', `/api/clientes/${c.cliente.id}`, { email })
  const o = await create(t, dono, '/api/os', osBody(c))
  return { admin: dono, os: o, clienteId: c.cliente.id as string }
}

const enviar = (user: TestUser, osId: string, body: object) =>
  call(t, user, 'POST', `/api/os/${osId}/email`, { tipo: 'os', ...body })
const recebidasPor = (email: string) => smtp.recebidas.filter((r) => r.para.includes(email))
const emailDoCliente = async (empresaId: string, clienteId: string) =>
  (
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select({ email: clientes.email }).from(clientes).where(eq(clientes.id, clienteId)),
    )
  )[0].email

describe('POST /api/os/:id/email with SMTP', () => {
  it("sends nothing before the company's account email is confirmed, and says why", async () => {
    const { admin, empresaId } = await buildCompany(t, { confirmado: false })
    // An operator of that company, signed in, tries to send.
    const operador = await buildUser(t, empresaId, 'operador')
    const para = uniqueEmail('cliente')
    const { os } = await osComCliente(para, operador)
    const dados = (await call(t, operador, 'GET', `/api/os/${os.id}/compartilhar`)).json()
    expect(dados.conta).toEqual({ email: admin.email, confirmada: false })
    const res = await enviar(operador, os.id, {})
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_NAO_CONFIRMADO',
      message: emailsEmpresaMessages.contaNaoConfirmada,
    })
    expect(recebidasPor(para)).toHaveLength(0)

    // 'Reenviar email de confirmação' mails the account, not the one who asked; its link unlocks email.
    const reenvio = await call(t, operador, 'POST', '/api/empresa/confirmacao-email')
    expect(reenvio.statusCode, reenvio.body).toBe(200)
    expect(reenvio.json().message).toBe(emailsEmpresaMessages.confirmacaoReenviada)
    const confirmacao = recebidasPor(admin.email).find((r) => r.texto.includes('/api/auth/verify-email'))
    expect(confirmacao).toBeDefined()
    expect(recebidasPor(operador.email)).toHaveLength(0)
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\S+)/.exec(confirmacao!.texto)![1]
    const aberto = await t.app.inject({ method: 'GET', url: link })
    expect(aberto.statusCode).toBe(302)
    expect(aberto.headers.location).toBe('/auth/email-confirmado')

    expect((await enviar(operador, os.id, {})).json()).toEqual({ enviado: true })
    expect(recebidasPor(para)).toHaveLength(1)
    const again = await call(t, operador, 'POST', '/api/empresa/confirmacao-email')
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(emailsEmpresaMessages.jaConfirmada)
  })

  it("sends to the customer's email only, From the platform and Reply-To the company", async () => {
    const para = uniqueEmail('cliente')
    const { admin, os } = await osComCliente(para)
    await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Oficina Reply',
      email: 'contato@oficina-reply.com.br',
    })
    expect((await enviar(admin, os.id, {})).json()).toEqual({ enviado: true })
    const [recebida] = recebidasPor(para)
    expect(recebida.para).toEqual([para])
    expect(recebida.de).toBe('nao-responda@bancada.app')
    expect(recebida.bruto).toMatch(/^Reply-To: contato@oficina-reply\.com\.br\r?$/im)
    expect(recebida.bruto).toMatch(/^From: Bancada <nao-responda@bancada\.app>\r?$/im)
  })

  it('saves a typed address on the customer, and refuses it to whoever may not edit customers', async () => {
    const { admin, os, clienteId } = await osComCliente(null)
    const tecnico = await buildUser(t, admin.empresaId, 'operador')
    await setPermission(t, admin.empresaId, 'operador', 'cadastros', { can_edit: false })
    const novo = uniqueEmail('novo')
    const negado = await enviar(tecnico, os.id, { para: novo })
    expect(negado.statusCode).toBe(403)
    expect(negado.json().error.message).toBe(m.semPermissaoEmailCliente)
    expect(await emailDoCliente(admin.empresaId, clienteId)).toBeNull()
    expect(recebidasPor(novo)).toHaveLength(0)

    expect((await enviar(admin, os.id, { para: novo.toUpperCase() })).json()).toEqual({ enviado: true })
    expect(await emailDoCliente(admin.empresaId, clienteId)).toBe(novo)
    expect(recebidasPor(novo)).toHaveLength(1)
    // Now the customer's own address: the operator may send to it.
    expect((await enviar(tecnico, os.id, {})).json()).toEqual({ enviado: true })
  })

  it("carries the quote's link made by the server, the template's text escaped in the HTML part", async () => {
    const para = uniqueEmail('cliente')
    const { admin, os, clienteId } = await osComCliente(para)
    await call(t, admin, 'POST', `/api/os/${os.id}/status`, { status: 'orcamento_enviado' })
    await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Oficina <b>Negrito</b>' })
    await call(t, admin, 'PUT', '/api/modelos-mensagem/orcamento_email', {
      texto: 'Olá, {cliente}! <a href="#">veja</a> & <script>x()</script>\n{link}',
    })
    const res = await enviar(admin, os.id, { tipo: 'orcamento', link: true })
    expect(res.json(), res.body).toEqual({ enviado: true })
    const [recebida] = recebidasPor(para)
    const link = /http:\/\/localhost:3000\/p\/\S+/.exec(recebida.texto)?.[0]
    expect(link).toBeDefined()
    // The link is the OS's live portal link: the public page opens the quote.
    const token = link!.split('/p/')[1]
    expect((await t.app.inject({ method: 'GET', url: `/api/public/orcamentos/${token}` })).statusCode).toBe(
      200,
    )
    expect(recebida.texto).toContain('<a href="#">veja</a> & <script>x()</script>')
    expect(recebida.html).toContain('&lt;a href=&quot;#&quot;&gt;veja&lt;/a&gt; &amp; &lt;script&gt;')
    expect(recebida.html).not.toContain('<script>')
    // It ends with the customer's opt-out line, whose link the opt-out page accepts (LGPD).
    expect(descadastroNoFim(recebida.texto, t.config)).toEqual({ empresaId: admin.empresaId, clienteId })
    const sair = tokenNoFim(recebida.texto, t.config)!
    const pagina = await t.app.inject({ method: 'GET', url: `/api/public/privacidade/${sair}` })
    expect(pagina.statusCode, pagina.body).toBe(200)
    // Only the server's two links are clickable: the quote's and the opt-out page's.
    const optOut = `http://localhost:3000/privacidade/sair/${sair}`
    expect(recebida.html.match(/<a /g)).toEqual(['<a ', '<a '])
    expect(recebida.html).toContain(`<a href="${link}">`)
    expect(recebida.html).toContain(`<a href="${optOut}">`)
    // The outbox keeps the link hidden (decision 011).
    const [saida] = await t.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, para))
    expect(saida.texto).not.toContain(token)
  })

  it('refuses a template that carries a web address of its own, sending nothing', async () => {
    const para = uniqueEmail('cliente')
    const { admin, os } = await osComCliente(para)
    await call(t, admin, 'PUT', '/api/modelos-mensagem/orcamento_email', {
      texto: 'Pague o boleto em www.boleto-falso.com.br/pagar\n{numero_os}',
    })
    const res = await enviar(admin, os.id, {})
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'ENDERECO_NO_TEXTO',
      message: m.enderecoNoTexto('www.boleto-falso.com.br/pagar'),
    })
    expect(recebidasPor(para)).toHaveLength(0)
  })

  it('stops at the hourly limit with a Portuguese 429, writing nothing (the typed address is not saved)', async () => {
    const { admin, os, clienteId } = await osComCliente()
    for (let i = 0; i < 3; i++) expect((await enviar(admin, os.id, {})).statusCode).toBe(200)
    const novo = uniqueEmail('quarto')
    const res = await enviar(admin, os.id, { para: novo })
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('LIMITE_EMAILS')
    expect(res.json().error.message).toMatch(
      /^A empresa atingiu o limite de 3 emails por hora\. Tente novamente em (1 hora|59 minutos)\.$/,
    )
    expect(await emailDoCliente(admin.empresaId, clienteId)).not.toBe(novo)
    expect(recebidasPor(novo)).toHaveLength(0)
    // Another company has its own budget.
    const outra = await osComCliente()
    expect((await enviar(outra.admin, outra.os.id, {})).statusCode).toBe(200)
  })

  it('stops at the daily limit too', async () => {
    const { admin, os } = await osComCliente()
    // Three emails from earlier today (moved two hours back) and two now: the hour has room, the day not.
    for (let i = 0; i < 3; i++) expect((await enviar(admin, os.id, {})).statusCode).toBe(200)
    await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx
        .update(emailsEmpresa)
        .set({ criado_em: sql`now() - interval '2 hours'` })
        .where(eq(emailsEmpresa.empresa_id, admin.empresaId)),
    )
    for (let i = 0; i < 2; i++) expect((await enviar(admin, os.id, {})).statusCode).toBe(200)
    const res = await enviar(admin, os.id, {})
    expect(res.statusCode).toBe(429)
    expect(res.json().error.message).toMatch(
      /^A empresa atingiu o limite de 5 emails por dia\. Tente novamente em 22 horas/,
    )
  })
})

describe('GET /api/empresa/emails', () => {
  it('answers 401 without a session and 403 to a non-admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/emails' })).statusCode).toBe(401)
    const { empresaId } = await buildCompany(t)
    const gerente = await buildUser(t, empresaId, 'gerente')
    const res = await call(t, gerente, 'GET', '/api/empresa/emails')
    expect(res.statusCode).toBe(403)
  })

  it('answers 400 in Portuguese for a bad page', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/empresa/emails?page=0')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.page).toBe(emailsEmpresaMessages.paginaInvalida)
  })

  it("lists the company's emails, newest first, and nothing of another company", async () => {
    const para = uniqueEmail('cliente')
    const { admin, os } = await osComCliente(para)
    await enviar(admin, os.id, {})
    const convidado = uniqueEmail('convidado')
    await call(t, admin, 'POST', '/api/convites', { email: convidado, role: 'operador' })
    const res = await call(t, admin, 'GET', '/api/empresa/emails')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 2, page: 1, limites: { por_hora: 3, por_dia: 5 }, smtp: true })
    expect(
      body.items.map((e: { para: string; tipo: string; status: string }) => [e.para, e.tipo, e.status]),
    ).toEqual([
      [convidado, 'convite', 'enviado'],
      [para, 'os', 'enviado'],
    ])
    expect(body.items[1].assunto).toBe(`Ordem de Serviço ${os.numero_os} – ${await nomeDa(admin.empresaId)}`)
    const outra = await buildCompany(t)
    expect((await call(t, outra.admin, 'GET', '/api/empresa/emails')).json()).toMatchObject({
      total: 0,
      items: [],
    })
  })
})

const nomeDa = async (empresaId: string) =>
  (
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select({ nome: empresas.nome_empresa }).from(empresas).where(eq(empresas.id, empresaId)),
    )
  )[0].nome
