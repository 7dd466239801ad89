import { expect, test } from '@playwright/test'
import { signInAsDemoTecnico, signUp } from './fixtures'

test('empresa nova: banner do teste e a aba Assinatura com plano, uso do mês e planos comparados', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signUp(page)
  await expect(page.getByText('Período de teste: 7 dias restantes')).toBeVisible()

  // One OS made through the API with the browser's own session: the month's use counts it.
  const os = await page.request.post('/api/os', { data: {} })
  expect(os.status()).toBe(201)

  await page.goto('/configuracoes?aba=assinatura')
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Plano Pro' })).toBeVisible()
  await expect(page.getByText('R$ 99,90 por mês').first()).toBeVisible()
  await expect(page.getByText('Teste grátis', { exact: true })).toBeVisible()
  await expect(page.getByText(/Período de teste: 7 dias restantes \(até \d\d\/\d\d\/\d{4}\)/)).toBeVisible()
  await expect(page.getByText('OS criadas este mês')).toBeVisible()
  await expect(page.getByText('1 / ilimitado')).toBeVisible()
  const usuarios = page.getByRole('progressbar', { name: 'Usuários' })
  await expect(usuarios).toHaveAttribute('aria-valuetext', '1 de 3')
  await expect(page.getByText('1 / 3')).toBeVisible()

  const planos = page.getByRole('list', { name: 'Planos' })
  await expect(planos.getByRole('heading')).toHaveText(['Básico', 'Pro', 'Enterprise'])
  await expect(planos.getByText('Até 50 OS por mês')).toBeVisible()
  await expect(planos.getByText('R$ 59,90 por mês')).toBeVisible()
  await expect(planos.getByText('Sob consulta')).toBeVisible()
  await expect(planos.getByText('Seu plano')).toBeVisible()

  // No checkout yet: the way to change plans is to talk to us, with the company's code.
  await expect(
    page.getByText('A contratação pelo sistema ainda não está disponível', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contato')
  const me = await (await page.request.get('/api/me')).json()
  await expect(page.getByText(me.empresa.id)).toBeVisible()
})

test('a aba Assinatura cabe em 375 px sem rolar a página para o lado', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await signUp(page)
  await page.goto('/configuracoes?aba=assinatura')
  await expect(page.getByRole('heading', { name: 'Plano Pro' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Planos' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('quem não é administrador não vê a aba Assinatura, nem por link', async ({ page, request }) => {
  await signInAsDemoTecnico(page, request)
  // The demo company is Pro and active: no trial banner, no read-only banner.
  await expect(page.getByText(/Período de teste/)).toBeHidden()
  await page.goto('/configuracoes?aba=assinatura')
  await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveCount(0)
  expect((await page.request.get('/api/assinatura')).status()).toBe(403)
})
