import { expect, type Locator, type Page, test } from '@playwright/test'
import { demoCredentials, signIn, signInAsDemoTecnico } from './fixtures'

// The CEP lookup answers from e2e/fake-cep-server.ts (01001-000 is Praça da Sé).

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function choose(page: Page, form: Locator, field: string, option: string) {
  await form.getByRole('combobox', { name: field, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('admin da demonstração altera a empresa: nome, CNPJ alfanumérico, CEP e chave PIX por email', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const demo = await demoCredentials(request)
  await signIn(page, demo.email, demo.senha)
  // Other specs expect the demo company as seeded: put it back whatever happens here.
  const original = await (await page.request.get('/api/empresa')).json()
  try {
    await page.goto('/configuracoes')
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab')).toHaveText([
      'Empresa',
      'Usuários',
      'Permissões',
      'Assinatura',
      'Emails',
      'Mensagens',
      'Cobrança PIX',
      'Nota fiscal',
      'Vistoria',
      'Privacidade',
      'Atividades',
      'Sistema',
    ])
    const form = page.getByRole('form', { name: 'Dados da empresa' })
    const nome = form.getByRole('textbox', { name: 'Nome da empresa' })
    const cnpj = form.getByRole('textbox', { name: 'CNPJ' })
    await expect(nome).toHaveValue(demo.empresa)

    // A CNPJ whose check digits fail is refused under the field and in a toast; nothing is saved.
    await cnpj.fill('12abc34501de34')
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-34')
    await nome.click()
    await expect(form.getByText('CNPJ inválido')).toBeHidden()
    await form.getByRole('button', { name: 'Salvar Configurações' }).click()
    await expect(toast(page, 'Por favor, verifique o CNPJ informado')).toBeVisible()
    await expect(form.getByText('CNPJ inválido')).toBeVisible()

    await cnpj.fill('12abc34501de35')
    await expect(form.getByText('CNPJ inválido')).toBeHidden()
    await nome.fill('Oficina Demo Renomeada')
    await form.getByLabel('Telefone').fill('1132223333')
    await expect(form.getByLabel('Telefone')).toHaveValue('(11) 3222-3333')
    await form.getByLabel('CEP').fill('01001000')
    await form.getByLabel('CEP').press('Tab')
    await expect(toast(page, 'CEP encontrado')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Praça da Sé')
    await expect(form.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue('São Paulo')
    await expect(form.getByRole('combobox', { name: 'UF' })).toHaveText('SP')
    await choose(page, form, 'Fuso horário', 'Manaus — AM (UTC−4)')

    await choose(page, form, 'Tipo de chave', 'Email')
    await form.getByLabel('Chave PIX').fill('Financeiro@OficinaDemo.com.br')
    await form.getByLabel('Nome do recebedor').fill('Oficina Demo')
    await form.getByLabel('Cidade do recebedor').fill('Sao Paulo')
    await form.getByRole('button', { name: 'Salvar Configurações' }).click()
    await expect(toast(page, 'Configurações salvas com sucesso')).toBeVisible()
    await expect(form.getByLabel('Chave PIX')).toHaveValue('financeiro@oficinademo.com.br')

    // The shell reads the new name at once (the avatar menu names the company).
    await page.getByRole('button', { name: 'Menu do usuário' }).click()
    await expect(page.getByRole('menu').getByText('Oficina Demo Renomeada')).toBeVisible()
    await page.keyboard.press('Escape')

    // Saved on the server: a reload shows it all, masked again.
    await page.reload()
    await expect(nome).toHaveValue('Oficina Demo Renomeada')
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35')
    await expect(form.getByLabel('CEP')).toHaveValue('01001-000')
    await expect(form.getByRole('combobox', { name: 'Fuso horário' })).toHaveText('Manaus — AM (UTC−4)')
    await expect(form.getByRole('combobox', { name: 'Tipo de chave' })).toHaveText('Email')
    await expect(form.getByLabel('Nome do recebedor')).toHaveValue('Oficina Demo')
  } finally {
    const { id: _id, logo_url: _logo, ...settings } = original
    const restored = await page.request.patch('/api/empresa', { data: settings })
    expect(restored.status()).toBe(200)
  }
})

test('técnico da demonstração vê os dados da empresa desabilitados, sem salvar; guarda as preferências', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const demo = await demoCredentials(request)
  await signInAsDemoTecnico(page, request)
  await page.goto('/configuracoes')
  await expect(page.getByRole('tab')).toHaveText(['Empresa', 'Sistema'])
  const form = page.getByRole('form', { name: 'Dados da empresa' })
  await expect(form.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue(demo.empresa)
  await expect(form.getByText('Apenas administradores podem alterar essas configurações.')).toBeVisible()
  for (const field of ['Nome da empresa', 'CNPJ', 'Email', 'Telefone', 'CEP', 'Endereço', 'Chave PIX']) {
    await expect(form.getByRole('textbox', { name: field, exact: true })).toBeDisabled()
  }
  for (const field of ['UF', 'Fuso horário', 'Tipo de chave']) {
    await expect(form.getByRole('combobox', { name: field })).toBeDisabled()
  }
  await expect(page.getByRole('button', { name: 'Salvar Configurações' })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // Sistema: notifications on by default, the choice kept with the account and mirrored in this browser.
  await page.getByRole('tab', { name: 'Sistema' }).click()
  const notificacoes = page.getByRole('switch', { name: 'Notificações' })
  await expect(notificacoes).toBeChecked()
  await notificacoes.click()
  await page.getByRole('button', { name: 'Salvar Preferências' }).click()
  await expect(toast(page, 'Preferências salvas com sucesso')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('notificacoes'))).toBe('false')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Notificações' })).not.toBeChecked()

  // The flag lives on the server now: turn it back on for the other specs that sign in as this técnico.
  await page.getByRole('switch', { name: 'Notificações' }).click()
  await page.getByRole('button', { name: 'Salvar Preferências' }).click()
  await expect(toast(page, 'Preferências salvas com sucesso')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Notificações' })).toBeChecked()
})

test('admin vê a aba Emails num celular: os emails da empresa e os limites de envio', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const demo = await demoCredentials(request)
  await signIn(page, demo.email, demo.senha)
  await page.goto('/configuracoes')
  await page.getByRole('tab', { name: 'Emails' }).click()
  await expect(page).toHaveURL(/\?aba=emails$/)
  await expect(page.getByText('Emails enviados', { exact: true })).toBeVisible()
  await expect(page.getByText(/Limite: \d+ emails por hora e \d+ por dia\./)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
