import { expect, type Locator, type Page, test } from '@playwright/test'
import { addDays, addMonths, format, parseISO } from 'date-fns'
import { osConcluida, post } from './faturamento-fixtures'
import { demoCredentials, signIn, signInAsDemoTecnico } from './fixtures'

// Billing end to end as the demo admin: a concluded OS invoiced in 3 instalments with a deposit through
// the dialog, the titles on the OS, one instalment received in two parts on /contas-receber, the
// dashboard's figures following, and the PIX code once the company has a key.

/** 'R$ 1.234,56' → 123456. */
const centavos = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', ''))
const brl = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n / 100)
const dia = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy')

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function kpis(page: Page) {
  await page.goto('/dashboard')
  const valor = (nome: string) => page.getByRole('group', { name: nome }).getByTestId('kpi-valor')
  await expect(valor('A receber')).toBeVisible()
  return {
    aReceber: centavos((await valor('A receber').textContent()) ?? ''),
    recebido: centavos((await valor('Recebido (30 dias)').textContent()) ?? ''),
    vencidos: centavos((await valor('Títulos vencidos').textContent()) ?? ''),
  }
}

/**
 * Types over a pre-filled money field. Focusing it swaps 'R$ 299,99' for the editable '299,99', which
 * drops a selection made in the same instant, so the field is focused first, as a person's click does.
 */
async function digitarValor(campo: Locator, texto: string) {
  await campo.click()
  await campo.fill(texto)
}

const cartao = (page: Page, nome: string) =>
  page.getByRole('group', { name: nome }).getByTestId('resumo-valor')

/** The /contas-receber row (or phone card) of one instalment of the OS. */
const linha = (page: Page, parcela: string): Locator =>
  page.getByTestId('titulo-linha').filter({ hasText: `Parcela ${parcela}` })

test('faturar em 3 parcelas com sinal, receber uma parcela em duas vezes e ver os números mudarem', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const demo = await demoCredentials(page.request)
  await signIn(page, demo.email, demo.senha)
  const os = await osConcluida(page.request)
  const antes = await kpis(page)
  const hoje = ((await (await page.request.get('/api/titulos?pageSize=1')).json()) as { hoje: string }).hoje

  // Faturar from the OS detail: deposit R$ 100,01 and 3 instalments of what is left (R$ 899,99).
  await page.goto(`/os/${os.osId}`)
  await expect(page.getByRole('heading', { level: 1, name: os.numero })).toBeVisible()
  await page.getByRole('button', { name: 'Faturar', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Faturar ${os.numero}` })
  await expect(dialog.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveText('PIX')
  const primeiro = format(addDays(parseISO(hoje), 30), 'yyyy-MM-dd')
  await expect(dialog.getByLabel('Primeiro vencimento')).toHaveValue(primeiro)
  await dialog.getByLabel('Sinal recebido').fill('100,01')
  await dialog.getByRole('combobox', { name: 'Parcelas' }).click()
  await page.getByRole('option', { name: '3x', exact: true }).click()
  const vencimento = (meses: number) => dia(format(addMonths(parseISO(primeiro), meses), 'yyyy-MM-dd'))
  await expect(dialog.getByTestId('previa-parcela')).toHaveText([
    `Sinal (recebido)${dia(hoje)}${brl(10_001)}`,
    `1/3${vencimento(0)}${brl(29_999)}`,
    `2/3${vencimento(1)}${brl(29_999)}`,
    `3/3${vencimento(2)}${brl(30_001)}`,
  ])
  await expect(dialog.getByTestId('previa-total')).toHaveText(brl(100_000))
  await dialog.getByRole('button', { name: 'Confirmar Faturamento' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `${os.numero} faturada com sucesso`)).toBeVisible()

  // The titles on the OS: the deposit paid, three instalments open; Faturar is gone.
  const titulosOs = page.getByTestId('os-titulo')
  await expect(titulosOs).toHaveCount(4)
  await expect(titulosOs.nth(0)).toContainText('Sinal')
  await expect(titulosOs.nth(0)).toContainText('Pago')
  await expect(titulosOs.nth(1)).toContainText('Em Aberto')
  await expect(titulosOs.nth(3)).toContainText(brl(30_001))
  await expect(page.getByRole('button', { name: 'Faturar', exact: true })).toHaveCount(0)

  const faturada = await kpis(page)
  expect(faturada.aReceber - antes.aReceber).toBe(89_999)
  expect(faturada.recebido - antes.recebido).toBe(10_001)
  expect(faturada.vencidos).toBe(antes.vencidos)

  // Contas a Receber, narrowed to this client through the combobox.
  await page.goto('/contas-receber')
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).click()
  await page.getByRole('combobox', { name: 'Buscar cliente' }).fill(os.clienteNome)
  await page.getByRole('option', { name: new RegExp(os.clienteNome) }).click()
  await expect(page).toHaveURL(new RegExp(`cliente_id=${os.clienteId}`))
  await expect(page.getByTestId('titulo-linha')).toHaveCount(4)
  await expect(cartao(page, 'Total a Receber')).toHaveText(brl(89_999))
  await expect(cartao(page, 'Títulos em Aberto')).toHaveText('3')
  await expect(cartao(page, 'Títulos Vencidos')).toHaveText(brl(0))
  await expect(linha(page, '1/3')).toContainText(`Fiat Argo - ${os.placa}`)
  await expect(linha(page, 'Sinal').getByRole('button', { name: /^Receber/ })).toHaveCount(0)

  // First part: R$ 150,00 of R$ 299,99; an amount above the balance is refused under the field.
  await linha(page, '1/3')
    .getByRole('button', { name: /^Receber/ })
    .click()
  let receber = page.getByRole('dialog', { name: 'Registrar Recebimento' })
  await expect(receber.getByTestId('recebimento-saldo')).toHaveText(brl(29_999))
  await expect(receber.getByLabel('Valor recebido')).toHaveValue(brl(29_999))
  await expect(receber.getByLabel('Data do recebimento')).toHaveValue(hoje)
  await digitarValor(receber.getByLabel('Valor recebido'), '300,00')
  await receber.getByRole('button', { name: 'Confirmar Recebimento' }).click()
  await expect(
    receber.getByText(`O valor recebido é maior que o saldo do título (${brl(29_999)})`),
  ).toBeVisible()
  await digitarValor(receber.getByLabel('Valor recebido'), '150,00')
  await receber.getByRole('button', { name: 'Confirmar Recebimento' }).click()
  await expect(receber).toBeHidden()
  await expect(toast(page, 'Recebimento registrado com sucesso')).toBeVisible()
  await expect(linha(page, '1/3').getByTestId('titulo-saldo')).toHaveText(brl(14_999))
  await expect(linha(page, '1/3').getByTestId('titulo-status')).toHaveText('Em Aberto')
  await expect(cartao(page, 'Total a Receber')).toHaveText(brl(74_999))
  await expect(cartao(page, 'Títulos em Aberto')).toHaveText('3')

  // Second part: the rest (the default amount) settles it.
  await linha(page, '1/3')
    .getByRole('button', { name: /^Receber/ })
    .click()
  receber = page.getByRole('dialog', { name: 'Registrar Recebimento' })
  await expect(receber.getByLabel('Valor recebido')).toHaveValue(brl(14_999))
  await receber.getByRole('button', { name: 'Confirmar Recebimento' }).click()
  await expect(receber).toBeHidden()
  await expect(linha(page, '1/3').getByTestId('titulo-status')).toHaveText('Pago')
  await expect(linha(page, '1/3').getByTestId('titulo-saldo')).toHaveText(brl(0))
  await expect(linha(page, '1/3').getByRole('button', { name: /^Receber/ })).toHaveCount(0)
  await expect(cartao(page, 'Total a Receber')).toHaveText(brl(60_000))
  await expect(cartao(page, 'Títulos em Aberto')).toHaveText('2')

  // 'Liquidado' lists the paid ones: the deposit and 1/3.
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Liquidado' }).click()
  await expect(page.getByTestId('titulo-linha')).toHaveCount(2)
  await page.getByRole('button', { name: 'Limpar Filtros' }).first().click()
  await expect(page).not.toHaveURL(/cliente_id=/)

  // The OS shows the receipts too; the dashboard follows.
  await page.goto(`/os/${os.osId}`)
  await expect(page.getByTestId('os-titulo').nth(1)).toContainText('Pago')
  const recebida = await kpis(page)
  expect(recebida.aReceber - faturada.aReceber).toBe(-29_999)
  expect(recebida.recebido - faturada.recebido).toBe(29_999)
  const recente = page.getByTestId('os-recente').filter({ hasText: os.numero })
  await expect(recente).toContainText('Concluído')
  await recente.getByRole('link', { name: `Ver ${os.numero}` }).click()
  await expect(page).toHaveURL(new RegExp(`/os/${os.osId}$`))

  // PIX: once the company has a key, every open title offers its code and QR.
  const empresa = await page.request.get('/api/empresa')
  expect(empresa.status()).toBe(200)
  const { nome_empresa } = (await empresa.json()) as { nome_empresa: string }
  const patch = await page.request.patch('/api/empresa', {
    data: {
      nome_empresa,
      pix_tipo: 'email',
      pix_chave: 'financeiro@oficinademo.com.br',
      pix_nome: 'Oficina Demo',
      pix_cidade: 'Sao Paulo',
    },
  })
  expect(patch.status(), await patch.text()).toBe(200)
  await page.goto(
    `/contas-receber?cliente_id=${os.clienteId}&cliente_nome=${encodeURIComponent(os.clienteNome)}`,
  )
  await expect(linha(page, '1/3').getByRole('button', { name: /^PIX/ })).toHaveCount(0)
  await linha(page, '2/3').getByRole('button', { name: /^PIX/ }).click()
  const pix = page.getByRole('dialog', { name: 'PIX da parcela 2/3' })
  await expect(pix.getByTestId('pix-qrcode')).toHaveAttribute('src', /^data:image\/png;base64,/)
  const codigo = pix.getByLabel('PIX copia e cola')
  await expect(codigo).toHaveValue(/^000201/)
  await expect(codigo).toHaveValue(/financeiro@oficinademo\.com\.br/)
  await expect(codigo).toHaveValue(/5406299\.99/)
  await pix.getByRole('button', { name: 'Copiar código' }).click()
  await expect(toast(page, 'Código PIX copiado')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await codigo.inputValue())
})

test('contas a receber no celular: cartões no lugar da tabela, sem rolagem horizontal', async ({ page }) => {
  const demo = await demoCredentials(page.request)
  await signIn(page, demo.email, demo.senha)
  const os = await osConcluida(page.request)
  await post(page.request, `/api/os/${os.osId}/faturar`, {
    forma: 'pix',
    sinal: 0,
    parcelas: 2,
    vencimento_inicial: '2030-01-31',
  })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(
    `/contas-receber?cliente_id=${os.clienteId}&cliente_nome=${encodeURIComponent(os.clienteNome)}`,
  )
  await expect(page.getByTestId('titulo-linha')).toHaveCount(2)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(linha(page, '2/2')).toContainText('28/02/2030')
  const receber = linha(page, '1/2').getByRole('button', { name: /^Receber/ })
  expect((await receber.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  const largura = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await largura()).toBeLessThanOrEqual(375)

  // The dashboard on the phone: KPI cards and the recent OS as a list, nothing wider than the screen.
  await page.goto('/dashboard')
  await expect(page.getByRole('group', { name: 'A receber' })).toBeVisible()
  await expect(page.getByTestId('os-recente').filter({ hasText: os.numero })).toBeVisible()
  expect(await largura()).toBeLessThanOrEqual(375)
})

test('falha ao buscar mostra a mensagem da spec; o técnico não vê os números financeiros', async ({
  page,
}) => {
  const demo = await demoCredentials(page.request)
  await signIn(page, demo.email, demo.senha)
  await page.route('**/api/titulos?*', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.goto('/contas-receber')
  // A 500 is tried twice more (1 s, then 2 s: query-client.ts) before the screen gives up; under the whole
  // suite's load that took more than the default 10 s once.
  await expect(toast(page, 'Erro ao buscar contas a receber')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao buscar contas a receber' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  await page.unrouteAll()

  await page.context().clearCookies()
  await signInAsDemoTecnico(page, page.request)
  await expect(page.getByRole('group', { name: 'OS abertas' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'OS concluídas (30 dias)' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'A receber' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Recebido (30 dias)' })).toHaveCount(0)
  await page.goto('/contas-receber')
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible()
})
