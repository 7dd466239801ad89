import { expect, test } from '@playwright/test'
import { signInThroughForm, signOut, signUpThroughForm } from './fixtures'

test('cadastro leva ao dashboard dentro do sistema', async ({ page }) => {
  const account = await signUpThroughForm(page)

  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText(`Olá, ${account.nome.split(' ')[0]}`)).toBeVisible()
  await expect(page.getByText(account.empresa)).toBeVisible()
  const menu = page.getByRole('complementary', { name: 'Menu principal' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText(/Período de teste: 7 dias restantes/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nova O.S.' })).toBeVisible()

  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await expect(page.getByRole('menu')).toContainText(account.email)
  await expect(page.getByRole('menu')).toContainText('Administrador')
})

test('cadastro valida os campos antes de enviar', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Cadastrar' }).click()
  const form = page.getByRole('form', { name: 'Cadastrar' })
  await form.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(page.getByText('Preencha todos os campos obrigatórios').first()).toBeVisible()

  await form.getByLabel('Nome completo').fill('Ana Souza')
  await form.getByLabel('Email').fill('ana@example.com')
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('123')
  await form.getByLabel('Confirmar senha').fill('123')
  await form.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(form.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible()

  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('123456')
  await form.getByLabel('Confirmar senha').fill('654321')
  await form.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(form.getByText('As senhas não coincidem')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test('sair pelo menu do avatar volta para /auth e fecha a área logada', async ({ page }) => {
  await signUpThroughForm(page)

  await signOut(page)
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible()
})

test('entrar de novo depois de sair, com as mesmas credenciais', async ({ page }) => {
  const account = await signUpThroughForm(page)
  await signOut(page)

  await signInThroughForm(page, account.email, account.senha)
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible()
  await expect(page.getByText(`Olá, ${account.nome.split(' ')[0]}`)).toBeVisible()
})

test('senha errada mostra o erro do servidor e continua em /auth', async ({ page }) => {
  const account = await signUpThroughForm(page)
  await signOut(page)

  const form = page.getByRole('form', { name: 'Entrar' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-errada')
  await form.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test('quem já entrou e abre / ou /auth vai para o dashboard', async ({ page }) => {
  await signUpThroughForm(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/dashboard$/)
})
