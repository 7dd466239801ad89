import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailsEmpresa, lembretesEnviados } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission } from '../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp'
import { buildCatalogo } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { descadastroNoFim } from '../consentimento/descadastro-fixtures'
import {
  faturar,
  faturarBody,
  hojeSP,
  osEmExecucao,
  plusDays,
  receber,
  setPix,
} from '../financeiro/financeiro-fixtures'
import { enviarLembretesDoDia } from './lembretes.service'

let t: TestApp
let smtp: FakeSmtp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const ATIVOS = {
  ativo: true,
  dias_antes: 3,
  no_dia: true,
  dias_depois: 5,
  enviar_email: true,
}

/**
 * A company with reminders on and a static PIX key, whose client (with an email) owes three titles of
 * R$ 529,80: one due in 3 days, one today, one 5 days ago; and a fourth, due today, already paid.
 */
async function empresaCobrando(app: TestApp = t) {
  const empresa = await buildCompany(app)
  const { admin } = empresa
  await setPix(app, empresa.empresaId, {
    chave: 'pix@oficina.test',
    nome: 'Oficina Teste',
    cidade: 'Sao Paulo',
  })
  expect((await call(app, admin, 'PUT', '/api/cobranca-pix/lembretes', ATIVOS)).statusCode).toBe(200)
  const c = await buildCatalogo(app, admin)
  await call(app, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, { email: 'maria@exemplo.test' })
  const numeros: Record<string, string> = {}
  for (const [nome, dias] of [
    ['antes', 3],
    ['no_dia', 0],
    ['depois', -5],
    ['pago', 0],
  ] as const) {
    const osId = await osEmExecucao(app, admin, c)
    const view = await faturar(
      app,
      admin,
      osId,
      faturarBody({ sinal: 0, parcelas: 1, vencimento_inicial: plusDays(hojeSP(), dias) }),
    )
    numeros[nome] = view.numero_os
    if (nome === 'pago') await receber(app, admin, view.titulos[0].id, { valor: view.titulos[0].valor })
  }
  return { ...empresa, numeros, clienteId: c.cliente.id as string }
}

describe('Lembretes de cobrança', () => {
  describe('GET/PUT /api/cobranca-pix/lembretes', () => {
    it('answers 401 without a session and 403 to anyone but an admin', async () => {
      const semSessao = await t.app.inject({ method: 'GET', url: '/api/cobranca-pix/lembretes' })
      expect(semSessao.statusCode).toBe(401)
      const { empresaId } = await buildCompany(t)
      const gerente = await buildUser(t, empresaId, 'gerente')
      for (const method of ['GET', 'PUT'] as const) {
        const res = await call(t, gerente, method, '/api/cobranca-pix/lembretes', ATIVOS)
        expect(res.statusCode, method).toBe(403)
        expect(res.json().error.message).toBe('Apenas administradores podem configurar a cobrança PIX')
      }
    })

    it('starts off, saves the settings and keeps each company its own', async () => {
      const a = await buildCompany(t)
      const b = await buildCompany(t)
      const inicial = await call(t, a.admin, 'GET', '/api/cobranca-pix/lembretes')
      expect(inicial.json()).toMatchObject({
        ativo: false,
        dias_antes: 3,
        no_dia: true,
        email_disponivel: true,
      })
      const salvo = await call(t, a.admin, 'PUT', '/api/cobranca-pix/lembretes', ATIVOS)
      expect(salvo.statusCode, salvo.body).toBe(200)
      expect((await call(t, a.admin, 'GET', '/api/cobranca-pix/lembretes')).json()).toEqual({
        ...ATIVOS,
        email_disponivel: true,
      })
      expect((await call(t, b.admin, 'GET', '/api/cobranca-pix/lembretes')).json().ativo).toBe(false)
    })

    it('answers 400 in Portuguese for bad settings and saves nothing', async () => {
      const { admin } = await buildCompany(t)
      for (const [extra, campo, mensagem] of [
        [{ dias_antes: 31 }, 'dias_antes', 'Informe um número de dias entre 0 e 30'],
        [{ dias_depois: -1 }, 'dias_depois', 'Informe um número de dias entre 0 e 60'],
      ] as const) {
        const res = await call(t, admin, 'PUT', '/api/cobranca-pix/lembretes', { ...ATIVOS, ...extra })
        expect(res.statusCode, JSON.stringify(extra)).toBe(400)
        expect(res.json().error.fields[campo]).toBe(mensagem)
      }
      expect((await call(t, admin, 'GET', '/api/cobranca-pix/lembretes')).json().ativo).toBe(false)
    })
  })

  describe('GET /api/cobranca-pix/cobrancas-do-dia', () => {
    itHandlesStandardCases({
      app: () => t,
      method: 'GET',
      url: () => '/api/cobranca-pix/cobrancas-do-dia',
      permission: ['contas_receber', 'view'],
    })

    it("lists today's reminders with the filled message and the WhatsApp link, paid titles left out", async () => {
      const { admin, empresaId, clienteId, numeros } = await empresaCobrando()
      const res = await call(t, admin, 'GET', '/api/cobranca-pix/cobrancas-do-dia')
      expect(res.statusCode, res.body).toBe(200)
      const { hoje, items } = res.json()
      expect(hoje).toBe(hojeSP())
      expect(items.map((i: { tipo: string; numero_os: string }) => [i.tipo, i.numero_os])).toEqual([
        ['depois', numeros.depois],
        ['no_dia', numeros.no_dia],
        ['antes', numeros.antes],
      ])
      const noDia = items[1]
      expect(noDia).toMatchObject({ saldo: 52_980, cliente_telefone: '11971626799', email_enviado_em: null })
      expect(noDia.mensagem).toMatch(
        new RegExp(`A parcela 1/1 da ${numeros.no_dia}, de R\\$\\s529,80, vence hoje`),
      )
      expect(noDia.mensagem).toMatch(/PIX copia e cola: 000201/)
      expect(noDia.whatsapp_url).toBe(
        `https://wa.me/5511971626799?text=${encodeURIComponent(noDia.mensagem)}`,
      )
      // Each ends with the customer's opt-out line: it stops revision reminders and offers, not these.
      for (const item of items)
        expect(descadastroNoFim(item.mensagem, t.config)).toEqual({ empresaId, clienteId })
    })

    it("uses the company's texts of Configurações → Mensagens, and the default after a restore", async () => {
      const { admin, numeros } = await empresaCobrando()
      const modelo = 'Oi {cliente}, a {numero_os} vence em {vencimento}. {pix}'
      await call(t, admin, 'PUT', '/api/modelos-mensagem/cobranca_antes', { texto: modelo })
      const porTipo = async () =>
        Object.fromEntries(
          (await call(t, admin, 'GET', '/api/cobranca-pix/cobrancas-do-dia'))
            .json()
            .items.map((i: { tipo: string; mensagem: string }) => [i.tipo, i.mensagem]),
        )
      const proprio = await porTipo()
      expect(proprio.antes).toMatch(
        new RegExp(
          `^Oi Maria Aparecida da Silva, a ${numeros.antes} vence em \\d{2}/\\d{2}/\\d{4}\\. 000201`,
        ),
      )
      // The other moments keep their defaults.
      expect(proprio.no_dia).toContain('vence hoje')
      await call(t, admin, 'DELETE', '/api/modelos-mensagem/cobranca_antes')
      expect((await porTipo()).antes).toMatch(/^Olá, Maria Aparecida da Silva! Lembrete da /)
    })

    it('hides the customer contact from a role without Cadastros, and lists nothing while off', async () => {
      const { admin, empresaId } = await empresaCobrando()
      await setPermission(t, empresaId, 'operador', 'cadastros', { can_view: false })
      const operador = await buildUser(t, empresaId, 'operador')
      const res = await call(t, operador, 'GET', '/api/cobranca-pix/cobrancas-do-dia')
      expect(res.statusCode, res.body).toBe(200)
      const items: Array<Record<string, string | null>> = res.json().items
      expect(items).toHaveLength(3)
      for (const item of items) {
        expect(item).toMatchObject({ cliente_telefone: null, cliente_email: null })
        expect(item.whatsapp_url).toMatch(/^https:\/\/wa\.me\/\?text=/)
      }
      await call(t, admin, 'PUT', '/api/cobranca-pix/lembretes', { ...ATIVOS, ativo: false })
      expect((await call(t, admin, 'GET', '/api/cobranca-pix/cobrancas-do-dia')).json().items).toEqual([])
    })
  })

  describe('POST /api/cobranca-pix/lembretes/enviar', () => {
    itHandlesStandardCases({
      app: () => t,
      method: 'POST',
      url: () => '/api/cobranca-pix/lembretes/enviar',
      permission: ['contas_receber', 'edit'],
    })

    it("emails today's reminders once each, and the list says when", async () => {
      const { admin, empresaId, clienteId, numeros } = await empresaCobrando()
      // The email's text is the company's template too (Configurações → Mensagens).
      await call(t, admin, 'PUT', '/api/modelos-mensagem/cobranca_no_dia', {
        texto: 'Hoje vence a {numero_os}, {cliente}.',
      })
      const antes = smtp.recebidas.length
      const res = await call(t, admin, 'POST', '/api/cobranca-pix/lembretes/enviar')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ enviados: 3, mensagem: '3 lembretes enviados por email' })
      const novas = smtp.recebidas.slice(antes)
      expect(novas.map((e) => e.para)).toEqual([
        ['maria@exemplo.test'],
        ['maria@exemplo.test'],
        ['maria@exemplo.test'],
      ])
      const noDia = novas.find((e) => e.bruto.includes(`da ${numeros.no_dia} vence hoje`))!
      expect(noDia.texto).toContain(`Hoje vence a ${numeros.no_dia}, Maria Aparecida da Silva.`)
      for (const email of novas)
        expect(descadastroNoFim(email.texto, t.config)).toEqual({ empresaId, clienteId })
      // Once: a second click sends nothing, and the outbox counts them as reminders.
      const denovo = await call(t, admin, 'POST', '/api/cobranca-pix/lembretes/enviar')
      expect(denovo.json()).toEqual({ enviados: 0, mensagem: 'Nenhum lembrete a enviar por email hoje' })
      expect(smtp.recebidas.length).toBe(antes + 3)
      const lista = (await call(t, admin, 'GET', '/api/cobranca-pix/cobrancas-do-dia')).json().items
      expect(lista.every((i: { email_enviado_em: string | null }) => i.email_enviado_em)).toBe(true)
      const outbox = await withTenant(t.handle.db, { empresaId }, (tx) => tx.select().from(emailsEmpresa))
      expect(outbox.filter((e) => e.tipo === 'lembrete')).toHaveLength(3)
    })

    it('the job waits for 8 o’clock in the company’s zone; emails off sends nothing', async () => {
      const { admin, empresaId } = await empresaCobrando()
      const hoje = hojeSP()
      // 07:30 and 08:30 in São Paulo (UTC−3).
      const cedo = new Date(`${hoje}T10:30:00Z`)
      const depois = new Date(`${hoje}T11:30:00Z`)
      expect(
        await enviarLembretesDoDia(t.handle.db, empresaId, t.config, { agora: cedo, automatico: true }),
      ).toBe(0)
      await call(t, admin, 'PUT', '/api/cobranca-pix/lembretes', { ...ATIVOS, enviar_email: false })
      expect(
        await enviarLembretesDoDia(t.handle.db, empresaId, t.config, { agora: depois, automatico: true }),
      ).toBe(0)
      await call(t, admin, 'PUT', '/api/cobranca-pix/lembretes', ATIVOS)
      expect(
        await enviarLembretesDoDia(t.handle.db, empresaId, t.config, { agora: depois, automatico: true }),
      ).toBe(3)
      const marcados = await withTenant(t.handle.db, { empresaId }, (tx) =>
        tx.select().from(lembretesEnviados),
      )
      expect(marcados.map((l) => l.tipo).sort()).toEqual(['antes', 'depois', 'no_dia'])
    })

    it('without SMTP the emails are refused in Portuguese; the WhatsApp list still works', async () => {
      const semSmtp = await createTestApp({}, { handle: t.handle })
      try {
        const { admin } = await empresaCobrando(semSmtp)
        const res = await call(semSmtp, admin, 'POST', '/api/cobranca-pix/lembretes/enviar')
        expect(res.statusCode).toBe(400)
        expect(res.json().error.message).toBe(
          'O envio de emails não está configurado neste servidor (SMTP_URL): use os links de WhatsApp',
        )
        const lista = await call(semSmtp, admin, 'GET', '/api/cobranca-pix/cobrancas-do-dia')
        expect(lista.json().items).toHaveLength(3)
        expect(
          (await call(semSmtp, admin, 'GET', '/api/cobranca-pix/lembretes')).json().email_disponivel,
        ).toBe(false)
      } finally {
        await semSmtp.close()
      }
    })
  })
})
