import { expect, test } from '@playwright/test'
import { orcamentoEnviado, post, signUp } from './fixtures'

// Issue 9 items 3–4: the staff copies the public quote link of a sent quote; the customer opens it on a
// 375 px phone without logging in, approves with its name, and the staff's OS becomes Aprovado.

// Two browsers and a sign-up each on a 2-CPU machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

test('the customer approves the quote on a phone and the staff sees the OS Aprovado', async ({
  page,
  browser,
}) => {
  const conta = await signUp(page)
  const os = await orcamentoEnviado(page)

  await page.goto(`/os/${os.id}`)
  await expect(page.getByTestId('os-status')).toHaveText('Orçamento Enviado')
  const resposta = page.waitForResponse((r) => r.url().endsWith(`/api/os/${os.id}/link`))
  await page.getByRole('button', { name: 'Link do orçamento' }).click()
  const { token, url } = (await (await resposta).json()) as { token: string; url: string }
  expect(url).toContain(`/p/${token}`)

  // The customer: another browser, no session, a 375 px phone.
  const celular = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  const cliente = await celular.newPage()
  await cliente.goto(`/p/${token}`)
  await expect(cliente.getByRole('heading', { name: conta.empresa })).toBeVisible({ timeout: 30_000 })
  await expect(cliente.getByRole('heading', { name: os.numero_os, exact: true })).toBeVisible()
  await expect(cliente.getByText('Olá, Joana!', { exact: false })).toBeVisible()
  await expect(cliente.getByText('Fiat Uno · ABC1D23')).toBeVisible()
  await expect(cliente.getByText('Alinhamento e balanceamento')).toBeVisible()
  await expect(cliente.getByTestId('portal-total')).toHaveText(/R\$\s150,00/)
  await expect(
    cliente.getByText(`Quem controla estes dados: ${conta.empresa}.`, { exact: false }),
  ).toBeVisible()
  // Only the first name reaches the page; no horizontal scroll at 375 px.
  await expect(cliente.getByText('Pereira', { exact: false })).toHaveCount(0)
  expect(await cliente.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await cliente.getByRole('button', { name: 'Aprovar orçamento' }).click()
  const dialogo = cliente.getByRole('dialog', { name: 'Aprovar orçamento' })
  await dialogo.getByRole('button', { name: 'Confirmar aprovação' }).click()
  await expect(dialogo.getByText('Informe seu nome')).toBeVisible()
  await dialogo.getByLabel('Seu nome').fill('Joana Pereira')
  await dialogo.getByRole('button', { name: 'Confirmar aprovação' }).click()
  await expect(cliente.getByTestId('portal-status')).toHaveText('Aprovado')
  await expect(
    cliente.getByText('Orçamento aprovado. Acompanhe abaixo o andamento do serviço.'),
  ).toBeVisible()
  await expect(cliente.getByRole('button', { name: 'Aprovar orçamento' })).toHaveCount(0)

  // Opening the link again: the live status, no second answer.
  await cliente.reload()
  await expect(cliente.getByTestId('portal-status')).toHaveText('Aprovado')
  await expect(cliente.getByRole('list', { name: 'Andamento da OS' }).getByText('Aprovado')).toBeVisible()
  await celular.close()

  // The staff: the OS is Aprovado, the history says who approved through the page.
  await page.reload()
  await expect(page.getByTestId('os-status')).toHaveText('Aprovado')
  await expect(page.getByText('Joana Pereira (portal do cliente)', { exact: false })).toBeVisible()
})

test('a revised quote: the old link says the quote changed', async ({ page, browser }) => {
  await signUp(page)
  const os = await orcamentoEnviado(page)
  const { token } = await post<{ token: string }>(page, `/api/os/${os.id}/link`, {}, 200)
  await post(page, `/api/os/${os.id}/status`, { status: 'rascunho' }, 200)

  const celular = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const cliente = await celular.newPage()
  await cliente.goto(`/p/${token}`)
  // A fresh browser downloads the page's chunks: on a busy machine that alone takes seconds.
  await expect(cliente.getByTestId('portal-erro')).toHaveText(
    'Este orçamento foi alterado. Peça à oficina o novo link.',
    { timeout: 30_000 },
  )
  await celular.close()
})

test('the customer refuses with a reason: the shop sees the banner, the bell, the filter and must confirm an approval', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const os = await orcamentoEnviado(page)
  const outra = await post<{ id: string; numero_os: string }>(page, '/api/os', {})
  const { token } = await post<{ token: string }>(page, `/api/os/${os.id}/link`, {}, 200)

  const celular = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true })
  const cliente = await celular.newPage()
  await cliente.goto(`/p/${token}`)
  await cliente.getByRole('button', { name: 'Recusar' }).click({ timeout: 30_000 })
  const dialogo = cliente.getByRole('dialog', { name: 'Recusar orçamento' })
  await dialogo.getByLabel('Seu nome').fill('Joana')
  await dialogo.getByLabel('Motivo').fill('Vou fazer depois')
  await dialogo.getByRole('button', { name: 'Recusar orçamento' }).click()
  await expect(cliente.getByText('Orçamento recusado. Se mudar de ideia, fale com a oficina.')).toBeVisible()
  await expect(cliente.getByTestId('portal-status')).toHaveText('Orçamento Enviado')
  await expect(cliente.getByRole('button', { name: 'Aprovar orçamento' })).toHaveCount(0)
  await celular.close()

  // The bell: the refusal, with who and why, opening the OS.
  await page.goto('/dashboard')
  await page.getByRole('button', { name: /^Notificações/ }).click()
  const aviso = page
    .getByRole('dialog', { name: 'Notificações' })
    .getByRole('link', { name: /Orçamento recusado/ })
  await expect(aviso).toContainText(`${os.numero_os} · Joana Pereira Lima: recusado pelo cliente (Joana)`)
  await expect(aviso).toContainText('Vou fazer depois')
  await page.keyboard.press('Escape')

  // The dashboard points at the refused quotes; the list filters them and flags the row.
  await page.getByRole('link', { name: /1 orçamento recusado pelo cliente aguarda revisão/ }).click()
  await expect(page).toHaveURL(/\/os\?recusado=1$/)
  const linha = (numero: string) => page.getByRole('row', { name: new RegExp(`^Selecionar ${numero} `) })
  await expect(linha(os.numero_os)).toContainText('Recusado pelo cliente')
  await expect(linha(outra.numero_os)).toHaveCount(0)
  await page.goto('/os')
  await expect(linha(outra.numero_os)).toBeVisible()
  await expect(linha(outra.numero_os)).not.toContainText('Recusado pelo cliente')
  await page.getByRole('button', { name: /Filtros/ }).click()
  await page.getByRole('combobox', { name: 'Status', exact: true }).click()
  await page.getByRole('option', { name: 'Recusado pelo cliente', exact: true }).click()
  await expect(page).toHaveURL(/recusado=1/)
  await expect(linha(outra.numero_os)).toHaveCount(0)
  await expect(linha(os.numero_os)).toBeVisible()

  // The OS: the banner at the top with the next moves; the history names the refusal.
  await page.goto(`/os/${os.id}`)
  await expect(page.getByTestId('os-status')).toHaveText('Orçamento Enviado')
  const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const banner = page.getByRole('note', { name: 'Orçamento recusado' })
  await expect(banner.getByTestId('recusa-texto')).toHaveText(
    `Orçamento recusado pelo cliente em ${hoje}: Vou fazer depois`,
  )
  await expect(banner.getByRole('button', { name: 'Revisar orçamento' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Cancelar OS' })).toBeVisible()
  await expect(page.getByTestId('historico-status').last()).toHaveText('Orçamento recusado pelo cliente')
  await expect(page.getByText('Motivo: Vou fazer depois', { exact: false })).toBeVisible()
  await expect(page.getByText('Joana (portal do cliente)', { exact: false })).toBeVisible()

  // 'Aprovar OS' says the customer refused before anything changes.
  await page.getByRole('button', { name: 'Aprovar OS', exact: true }).click()
  const confirmar = page.getByRole('alertdialog', { name: 'O cliente recusou este orçamento' })
  await expect(confirmar).toContainText('Joana recusou a versão 1')
  await expect(confirmar).toContainText('Vou fazer depois')
  await confirmar.getByRole('button', { name: 'Voltar' }).click()
  await expect(confirmar).toBeHidden()
  await expect(page.getByTestId('os-status')).toHaveText('Orçamento Enviado')
  await page.getByRole('button', { name: 'Aprovar OS', exact: true }).click()
  await confirmar.getByRole('button', { name: 'Aprovar mesmo assim' }).click()
  await expect(page.getByTestId('os-status')).toHaveText('Aprovado')
  await expect(banner).toHaveCount(0)
})
