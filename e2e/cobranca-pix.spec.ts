import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FakePsp, startFakePsp } from '../src/server/test/fake-psp'
import { osConcluida } from './faturamento-fixtures'
import { signUp } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// Cobrança PIX end to end (issue 24): an admin connects the shop's bank (a local fake of the Banco
// Central's API Pix, with mutual TLS and OAuth2), tests the connection, invoices an OS in 2 instalments;
// the bank registers both charges, the customer pays one, and the receivables and the dashboard show it
// paid without anyone pressing 'Receber'. The app must trust the fake bank's CA from the start: a server
// of its own, started with PIX_CA_FILE.

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

test('o banco registra as cobranças do faturamento e o PIX pago liquida o título sozinho', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await abrir(browser)
  await signUp(page)

  // Configurações > Cobrança PIX: the bank's data, saved, then the connection tested.
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
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText(/Client secret salvo/)).toBeVisible()
  await form.getByRole('button', { name: 'Testar conexão' }).click()
  await expect(page.getByTestId('cobranca-pix-teste')).toContainText(
    'Conexão com o banco funcionando: webhook registrado',
  )
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
      await expect(linha(page, parcela).getByTestId('titulo-cobranca')).toHaveText(
        'Cobrança registrada no banco',
        {
          timeout: 1_000,
        },
      )
    }).toPass({ timeout: 20_000 })
  }
  expect(psp.cobs.size).toBe(2)

  // The customer pays the first instalment: the bank calls the webhook.
  const titulos = (await (await page.request.get('/api/titulos')).json()) as {
    items: { id: string; parcela: string; valor: number }[]
  }
  const primeira = titulos.items.find((t) => t.parcela === '1/2')!
  await psp.pagar(primeira.id.replaceAll('-', ''))

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
