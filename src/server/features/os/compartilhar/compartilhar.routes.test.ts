import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compartilharMessages as m } from '../../../../shared/os/compartilhar.schemas'
import { MODELO_WHATSAPP_PADRAO } from '../../../../shared/os/mensagens-compartilhamento'
import { emailsSaida } from '../../../db/schema'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, uniqueEmail } from '../../../test/factories'
import { buildCatalogo, osBody } from '../../../test/os-fixtures'
import { itHandlesStandardCases } from '../../../test/standard-cases'
import { linkDeDescadastro } from '../../consentimento/descadastro'

let t: TestApp
let comSmtp: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Nothing listens on port 9: the SMTP connection is refused at once.
  comSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
})
afterAll(async () => {
  await t.close()
  await comSmtp.close()
})

const novaOs = async (app: TestApp, owner: Parameters<typeof buildCatalogo>[1]) =>
  (await create(app, owner, '/api/os', {})).id as string

describe('GET /api/os/:id/compartilhar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/os/${id}/compartilhar`,
    permission: ['os', 'view'],
    createRecord: (owner) => novaOs(t, owner),
  })

  it("answers the company's templates and the OS's values, the client's mobile as digits", async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Oficina São João' })
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    const antes = (await call(t, admin, 'GET', `/api/os/${o.id}/compartilhar`)).json()
    expect(antes).toEqual({
      modelo_whatsapp: MODELO_WHATSAPP_PADRAO,
      modelo_email: expect.stringContaining('{numero_os}'),
      valores: {
        cliente: 'Maria Aparecida da Silva',
        numero_os: o.numero_os,
        total: 'R$\u00a0529,80',
        validade: null,
        empresa: 'Oficina São João',
      },
      telefone: '11971626799',
      email: null,
      smtp: false,
      link_disponivel: false,
      tem_cliente: true,
      conta: { email: admin.email, confirmada: false },
      nfse: null,
      descadastro: linkDeDescadastro(t.config, admin.empresaId, c.cliente.id),
    })
    // An OS without a customer has no one to opt out.
    const semCliente = await novaOs(t, admin)
    expect((await call(t, admin, 'GET', `/api/os/${semCliente}/compartilhar`)).json().descadastro).toBeNull()
    const enviada = await call(t, admin, 'POST', `/api/os/${o.id}/status`, { status: 'orcamento_enviado' })
    const validade = (enviada.json().orcamento_validade as string).split('-').reverse().join('/')
    // The company's own text from Configurações → Mensagens (modelos_mensagem).
    await call(t, admin, 'PUT', '/api/modelos-mensagem/orcamento_whatsapp', { texto: 'Oi {cliente}' })
    const depois = (await call(t, admin, 'GET', `/api/os/${o.id}/compartilhar`)).json()
    expect(depois).toMatchObject({
      modelo_whatsapp: 'Oi {cliente}',
      link_disponivel: true,
      valores: { validade },
    })
  })
})

describe('POST /api/os/:id/email', () => {
  itHandlesStandardCases({
    app: () => comSmtp,
    method: 'POST',
    url: (id) => `/api/os/${id}/email`,
    permission: ['os', 'view'],
    body: () => ({ tipo: 'os' }),
    createRecord: async (owner) => {
      const c = await buildCatalogo(comSmtp, owner)
      await call(comSmtp, owner, 'PATCH', `/api/clientes/${c.cliente.id}`, { email: uniqueEmail('cli') })
      return (await create(comSmtp, owner, '/api/os', osBody(c))).id as string
    },
    badBody: { body: { tipo: 'recibo' }, field: 'tipo', message: m.tipoInvalido },
  })

  it('answers 409 with a clear message when the server has no SMTP', async () => {
    const { admin } = await buildCompany(t)
    const id = await novaOs(t, admin)
    const res = await call(t, admin, 'POST', `/api/os/${id}/email`, { tipo: 'os', para: 'a@b.com.br' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(m.smtpNaoConfigurado)
  })

  it('asks for an address when the client has no email, and for a customer when the OS has none', async () => {
    const { admin } = await buildCompany(comSmtp)
    const c = await buildCatalogo(comSmtp, admin)
    const o = await create(comSmtp, admin, '/api/os', osBody(c))
    const res = await call(comSmtp, admin, 'POST', `/api/os/${o.id}/email`, { tipo: 'orcamento' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.para).toBe(m.semEmail)
    const semCliente = await novaOs(comSmtp, admin)
    const res2 = await call(comSmtp, admin, 'POST', `/api/os/${semCliente}/email`, {
      tipo: 'os',
      para: uniqueEmail('x'),
    })
    expect(res2.statusCode).toBe(400)
    expect(res2.json().error.message).toBe(m.semCliente)
  })

  it('refuses a link sent by the client: only the server makes links', async () => {
    const { admin } = await buildCompany(comSmtp)
    const c = await buildCatalogo(comSmtp, admin)
    const o = await create(comSmtp, admin, '/api/os', osBody(c))
    const res = await call(comSmtp, admin, 'POST', `/api/os/${o.id}/email`, {
      tipo: 'os',
      para: uniqueEmail('cliente'),
      link: 'https://golpe.exemplo/boleto',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.link).toBe(m.linkDoSistema)
  })

  it('records the message with the template filled and the SMTP error in the outbox', async () => {
    const { admin } = await buildCompany(comSmtp, { nome_empresa: 'Oficina do Zé' })
    const c = await buildCatalogo(comSmtp, admin)
    const o = await create(comSmtp, admin, '/api/os', osBody(c))
    const para = uniqueEmail('cliente')
    const res = await call(comSmtp, admin, 'POST', `/api/os/${o.id}/email`, { tipo: 'os', para })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ enviado: false })
    const [saida] = await comSmtp.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, para))
    expect(saida).toMatchObject({
      status: 'erro',
      assunto: `Ordem de Serviço ${o.numero_os} – Oficina do Zé`,
    })
    expect(saida!.erro).toBeTruthy()
    expect(saida!.texto).toContain('Olá, Maria Aparecida da Silva!')
    expect(saida!.texto).toContain('R$\u00a0529,80')
  })
})
