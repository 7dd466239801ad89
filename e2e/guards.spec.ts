import { expect, test } from '@playwright/test'
import { demoCredentials, signInAsDemoTecnico } from './fixtures'

test('rota protegida sem sessão leva para /auth', async ({ page }) => {
  await page.goto('/')
  await page.goto('/os')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Menu principal' })).toHaveCount(0)

  // The redirect replaced /os in the history: going back returns to the page before it.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('técnico da demonstração vê Acesso Negado em Contas a Receber, sem o item no menu', async ({
  page,
  request,
}) => {
  await signInAsDemoTecnico(page, request)
  const menu = page.getByRole('complementary', { name: 'Menu principal' })
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Contas a Receber' })).toHaveCount(0)

  await page.goto('/contas-receber')
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible()
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Contas a Receber' })).toHaveCount(0)

  // A module the técnico may view opens normally.
  await page.goto('/os')
  await expect(page.getByRole('heading', { level: 1, name: 'Ordens de Serviço' })).toBeVisible()
})

test('a dica da demonstração entra na empresa de demonstração', async ({ page, request }) => {
  const demo = await demoCredentials(request)
  await page.goto('/auth')
  await expect(page.getByText(`Quer só experimentar? Entre na ${demo.empresa}`)).toBeVisible()
  await page.getByRole('button', { name: 'Entrar na demonstração' }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await expect(page.getByText(demo.empresa)).toBeVisible()
})

test('rota desconhecida responde 404 e mostra a página 404 em português', async ({ page }) => {
  const resposta = await page.goto('/nao-existe')
  expect(resposta?.status()).toBe(404)
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar ao início' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Testar agora' })).toBeVisible()
})

test('/auth sem sessão não registra erro no console', async ({ page }) => {
  const erros: string[] = []
  page.on('console', (mensagem) => {
    if (mensagem.type() === 'error') erros.push(`${mensagem.text()} ${mensagem.location().url}`)
  })
  page.on('pageerror', (erro) => erros.push(erro.message))
  const resposta = await page.goto('/auth')
  expect(resposta?.status()).toBe(200)
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible()
  // The demo hint is the last thing the screen asks the server for.
  await expect(page.getByRole('button', { name: 'Entrar na demonstração' })).toBeVisible()
  expect(erros).toEqual([])
})
