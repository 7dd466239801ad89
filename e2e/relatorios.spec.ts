import { expect, type Locator, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { demoCredentials, signIn } from './fixtures'

/** The report section (a card) titled `titulo`. */
const secao = (page: Page, titulo: string) =>
  page.locator('[aria-labelledby]').filter({ has: page.getByRole('heading', { name: titulo, exact: true }) })

/** Clicks the section's 'Exportar XLSX' and reads the downloaded workbook's rows back. */
async function exportarXlsx(page: Page, card: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: /^Exportar XLSX/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(await download.path())
  return (wb.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1))
}

test('relatórios de serviço e financeiro: período, gráficos com tabela e exportação XLSX', async ({
  page,
  request,
}) => {
  const demo = await demoCredentials(request)
  await signIn(page, demo.email, demo.senha)

  // Serviço: this month by default, then this year from the period selector (kept in the URL).
  await page.goto('/relatorios/servico')
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório de Serviços' })).toBeVisible()
  const ano = new Date().getFullYear()
  await page.getByRole('combobox', { name: 'Período' }).click()
  await page.getByRole('option', { name: 'Este ano' }).click()
  await expect(page).toHaveURL(/periodo=este_ano/)
  await expect(page.getByText(new RegExp(`^01/01/${ano} a `))).toBeVisible()
  await expect(page.getByRole('region', { name: 'Indicadores' }).getByText('OS concluídas')).toBeVisible()

  const status = secao(page, 'OS por status')
  const linhasTela = await status.getByRole('row').allInnerTexts()
  const planilha = await exportarXlsx(page, status)
  expect(planilha[0]).toEqual(['Status', 'Quantidade'])
  // Every row of the on-screen table is in the file, in the same order (the header is styled uppercase).
  expect(planilha.slice(1).map((r) => r.join('\t'))).toEqual(
    linhasTela.slice(1).map((l) => l.replace(/\./g, '')),
  )

  // Financeiro: a custom period, then the receivables by due date read back from the XLSX.
  await page.goto('/relatorios/financeiro')
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório Financeiro' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Período' }).click()
  await page.getByRole('option', { name: 'Personalizado' }).click()
  await page.getByLabel('De', { exact: true }).fill(`${ano}-01-01`)
  await page.getByLabel('Até', { exact: true }).fill(`${ano - 1}-12-31`)
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('A data final deve ser igual ou posterior à data inicial')).toBeVisible()
  await page.getByLabel('Até', { exact: true }).fill(`${ano}-12-31`)
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page).toHaveURL(new RegExp(`de=${ano}-01-01&ate=${ano}-12-31`))
  await expect(page.getByText(`01/01/${ano} a 31/12/${ano}`)).toBeVisible()

  const aging = secao(page, 'Contas a receber por vencimento')
  await expect(aging.getByRole('row')).toHaveCount(6)
  const rows = await exportarXlsx(page, aging)
  expect(rows.map((r) => r[0])).toEqual([
    'Faixa',
    'A vencer',
    'Vencido 1–30 dias',
    'Vencido 31–60 dias',
    'Vencido 61–90 dias',
    'Vencido 90+ dias',
  ])
  // The file's amounts are the screen's, as numbers in reais.
  const valorTela =
    (await aging
      .getByRole('row', { name: /A vencer/ })
      .getByRole('cell')
      .nth(2)
      .textContent()) ?? ''
  const reais = Number(valorTela.replace(/[^\d,]/g, '').replace(',', '.'))
  expect(rows[1][2] ?? 0).toBeCloseTo(reais, 2)
})

test('relatórios cabem em 375 px sem rolagem lateral', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const demo = await demoCredentials(request)
  await signIn(page, demo.email, demo.senha)
  for (const url of ['/relatorios/servico?periodo=este_ano', '/relatorios/financeiro?periodo=90d']) {
    await page.goto(url)
    await expect(page.getByRole('region', { name: 'Indicadores' })).toBeVisible()
    const largura = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(largura, url).toBeLessThanOrEqual(375)
  }
})
