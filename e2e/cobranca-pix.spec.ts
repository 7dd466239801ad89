import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FakePsp, startFakePsp } from '../src/server/test/fake-psp'
import { osConcluida, post } from './faturamento-fixtures'
import { signUp } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// Cobrança PIX end to end (issue 24): an admin connects the shop's bank (a local fake of the Banco
// Central's API Pix, with mutual TLS and OAuth2), tests the connection, invoices an OS in 2 instalments;
// the bank registers both charges, the customer pays one, and the receivables and the dashboard show it
// paid without anyone pressing 'Receber'. Then the payment reminders of the day, and a PIX paid beyond the
// balance given back. The app must trust the fake bank's CA from the start: a server of its own, started
// with PIX_CA_FILE.

let psp: FakePsp
let servidor: ServidorProprio
let dir: string
test.beforeAll(async () => {
  test.setTimeout(200_000)
  psp = await startFakePsp()
  dir = mkdtempSync(path.join(tmpdir(), 'bancada-e2e-pix-'))
  writeFileSync(path.join(dir, 'ca.pem'), psp.ca)
  servidor = await iniciarServidorProprio({ PIX_CA_FILE: path.join(dir, 'ca.pem') })
})
test.afterAll(async () => {
  await servidor?.parar()
  await psp?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function abrir(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: servidor.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  return context.newPage()
}

const brl = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n / 100)
const linha = (page: Page, parcela: string) =>
  page.getByTestId('titulo-linha').filter({ hasText: `Parcela ${parcela}` })

type Titulo = { id: string; numero_os: string; parcela: string; valor: number; saldo: number }
const listarTitulos = async (page: Page) =>
  (await (await page.request.get('/api/titulos')).json()) as { hoje: string; items: Titulo[] }

const SEGREDO_WEBHOOK = 'segredo-compartilhado-com-o-banco'

/** Configurações > Cobrança PIX: the fake bank's data saved, then the connection tested (webhook registered). */
async function conectarBanco(page: Page, segredoWebhook?: string) {
  await page.goto('/configuracoes?aba=cobranca-pix')
  const form = page.getByRole('form', { name: 'Cobrança PIX' })
  await form.getByLabel('URL da API Pix do banco').fill(psp.baseUrl)
  await form.getByLabel('URL do token OAuth').fill(psp.tokenUrl)
  await form.getByLabel('Client ID').fill(psp.clientId)
  await form.getByLabel('Client secret').fill(psp.clientSecret)
  await form.getByRole('radio', { name: 'PEM' }).check()
  await form.getByLabel('Certificado (PEM)').fill(psp.certificadoPem.cert)
  await form.getByLabel('Chave privada (PEM)').fill(psp.certificadoPem.key)
  await form.getByLabel('Chave PIX cadastrada no banco').fill('financeiro@oficina.com.br')
  await form.getByLabel('Multa após o vencimento (%)').fill('2')
  await form.getByLabel('Juros ao mês (%)').fill('1')
  if (segredoWebhook) await form.getByLabel('Segredo de assinatura do webhook').fill(segredoWebhook)
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText(/Client secret salvo/)).toBeVisible()
  if (segredoWebhook)
    await expect(form.getByText(/Segredo salvo: avisos sem a assinatura são recusados/)).toBeVisible()
  await form.getByRole('button', { name: 'Testar conexão' }).click()
  await expect(page.getByTestId('cobranca-pix-teste')).toContainText(
    'Conexão com o banco funcionando: webhook registrado',
  )
}

test('o banco registra as cobranças do faturamento e o PIX pago liquida o título sozinho', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await abrir(browser)
  await signUp(page)

  // Configurações > Cobrança PIX: the bank's data (this bank signs its webhook calls), saved, then the
  // connection tested.
  await conectarBanco(page, SEGREDO_WEBHOOK)
  await expect(page.getByLabel('URL do webhook')).toHaveValue(
    new RegExp(`^${servidor.baseURL}/api/webhooks/pix/`),
  )
  expect(psp.webhookUrl).toMatch(new RegExp(`^${servidor.baseURL}/api/webhooks/pix/`))

  // Invoiced in 2 instalments through the OS screen.
  const os = await osConcluida(page.request)
  await page.goto(`/os/${os.osId}`)
  await page.getByRole('button', { name: 'Faturar', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Faturar ${os.numero}` })
  await dialog.getByRole('combobox', { name: 'Parcelas' }).click()
  await page.getByRole('option', { name: '2x', exact: true }).click()
  await dialog.getByRole('button', { name: 'Confirmar Faturamento' }).click()
  await expect(dialog).toBeHidden()

  // Both charges registered at the bank: the receivables say so.
  await page.goto('/contas-receber')
  for (const parcela of ['1/2', '2/2']) {
    await expect(async () => {
      await page.reload()
      // The page itself may take a while on a busy machine; the charge's state is what is polled.
      await expect(linha(page, parcela)).toBeVisible({ timeout: 15_000 })
      await expect(linha(page, parcela).getByTestId('titulo-cobranca')).toHaveText(
        'Cobrança registrada no banco',
        {
          timeout: 1_000,
        },
      )
    }).toPass({ timeout: 60_000 })
  }
  expect(psp.cobs.size).toBe(2)

  // The customer pays the first instalment: the bank calls the webhook.
  const primeira = (await listarTitulos(page)).items.find((t) => t.parcela === '1/2')!
  await psp.pagar(primeira.id.replaceAll('-', ''), { hmacSecret: SEGREDO_WEBHOOK })
  expect(psp.entregas.at(-1)?.status).toBe(200)

  await page.reload()
  await expect(linha(page, '1/2').getByTestId('titulo-status')).toHaveText('Pago')
  await expect(linha(page, '1/2').getByTestId('titulo-saldo')).toHaveText(brl(0))
  await expect(linha(page, '2/2').getByTestId('titulo-status')).toHaveText('Em Aberto')

  await page.goto('/dashboard')
  await expect(page.getByRole('group', { name: 'Recebido (30 dias)' }).getByTestId('kpi-valor')).toHaveText(
    brl(primeira.valor),
  )
  await page.context().close()
})

test('lembrete do dia pelo WhatsApp e devolução do PIX pago a mais', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await abrir(browser)
  await signUp(page)
  await conectarBanco(page)

  // Configurações > Cobrança PIX > Lembretes de cobrança: on, 3 days before, on the day, 3 days after.
  const lembretes = page.getByRole('form', { name: 'Lembretes de cobrança' })
  await lembretes.getByRole('switch', { name: 'Enviar lembretes de cobrança' }).check()
  await lembretes.getByLabel('Dias antes do vencimento').fill('3')
  await lembretes.getByRole('checkbox', { name: 'No dia do vencimento' }).check()
  await lembretes.getByLabel('Dias após o vencimento').fill('3')
  // This server has no SMTP: email is off and says where the reminders go instead.
  await expect(lembretes.getByRole('checkbox', { name: 'Enviar por email' })).toBeDisabled()
  await expect(lembretes.getByText(/use os links de WhatsApp em Cobranças do dia/)).toBeVisible()
  // The texts are edited with every other message, in Configurações → Mensagens.
  await expect(lembretes.getByRole('link', { name: 'Configurações → Mensagens' })).toHaveAttribute(
    'href',
    '/configuracoes?aba=mensagens',
  )
  await lembretes.getByRole('button', { name: 'Salvar lembretes' }).click()
  await expect(page.getByText('Lembretes salvos')).toBeVisible()

  // An OS invoiced in 1 instalment due today; the bank registers its charge.
  const os = await osConcluida(page.request)
  const { hoje } = await listarTitulos(page)
  await post(page.request, `/api/os/${os.osId}/faturar`, {
    forma: 'pix',
    parcelas: 1,
    vencimento_inicial: hoje,
  })
  const titulo = (await listarTitulos(page)).items.find((t) => t.numero_os === os.numero)!
  const txid = titulo.id.replaceAll('-', '')
  await expect.poll(() => psp.cobs.get(txid)?.atual.status, { timeout: 20_000 }).toBe('ATIVA')

  // Contas a Receber > Cobranças do dia: the reminder of the day, ready for WhatsApp.
  await page.goto('/contas-receber')
  await page.getByRole('link', { name: 'Cobranças do dia' }).click()
  await expect(page.getByRole('heading', { name: 'Cobranças do dia' })).toBeVisible()
  const cobranca = page.getByTestId('cobranca-do-dia').filter({ hasText: os.numero })
  await expect(cobranca).toContainText('No dia do vencimento')
  await expect(cobranca).toContainText(`Parcela ${titulo.parcela}`)
  await expect(cobranca).toContainText(brl(titulo.saldo))
  await expect(cobranca.getByRole('link', { name: os.numero })).toHaveAttribute('href', `/os/${os.osId}`)
  const whatsapp = cobranca.getByRole('link', { name: 'Enviar pelo WhatsApp' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511971626799\?text=/)
  const href = (await whatsapp.getAttribute('href')) ?? ''
  expect(href).toContain(encodeURIComponent(`da ${os.numero}`))
  expect(href).toContain(encodeURIComponent('vence hoje'))
  // Without SMTP the emails are refused with the reason.
  await page.getByRole('button', { name: 'Enviar lembretes por email' }).click()
  await expect(page.getByText(/O envio de emails não está configurado neste servidor/)).toBeVisible()

  // The customer pays R$ 10,00 beyond the balance; Conciliação PIX gives it back.
  await psp.pagar(txid, { valorCentavos: titulo.saldo + 1_000 })
  await page.goto('/contas-receber')
  await page.getByRole('link', { name: 'Conciliação PIX' }).click()
  const pix = page.getByTestId('pix-recebido').filter({ hasText: os.numero })
  await expect(pix).toContainText('Pago a mais')
  await pix.getByRole('button', { name: 'Devolver PIX' }).click()
  const dialog = page.getByRole('dialog', { name: 'Devolver PIX' })
  // The field has the focus: the amount shows as typed, without the symbol.
  await expect(dialog.getByLabel('Valor a devolver')).toHaveValue(/^(R\$\s)?10,00$/)
  await expect(dialog).toContainText(`${brl(1_000)} pago a mais volta ao cliente`)
  await dialog.getByRole('button', { name: 'Confirmar devolução' }).click()
  await expect(page.getByText('Devolução solicitada ao banco')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Nothing pending is left: under 'Todos' the PIX shows the refund the bank is processing.
  await page.getByRole('radio', { name: 'Todos' }).click()
  await expect(pix.getByTestId('pix-devolucao')).toHaveText(
    `Devolvido ${brl(1_000)} · Devolução em processamento`,
  )
  const doBanco = psp.pix.find((p) => p.txid === txid)
  expect(doBanco?.devolucoes).toEqual([
    expect.objectContaining({ valor: '10.00', status: 'EM_PROCESSAMENTO' }),
  ])
  await page.context().close()
})
