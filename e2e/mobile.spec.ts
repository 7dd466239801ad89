import { expect, test } from '@playwright/test'
import { signUp } from './fixtures'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

test('em 375 px a barra inferior aparece e Mais abre a folha de módulos', async ({ page }) => {
  await signUp(page)

  await expect(page.getByRole('complementary', { name: 'Menu principal' })).toBeHidden()
  const bar = page.getByRole('navigation', { name: 'Menu inferior' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(bar.getByRole('link', { name: 'O.S.' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Financeiro' })).toBeVisible()

  await bar.getByRole('button', { name: 'Mais' }).click()
  const sheet = page.getByRole('dialog', { name: 'Mais opções' })
  await expect(sheet).toBeVisible()
  for (const item of [
    'Relatórios',
    'Clientes',
    'Veículos',
    'Técnicos',
    'Serviços',
    'Treinamento',
    'Configurações',
  ]) {
    await expect(sheet.getByRole('link', { name: item })).toBeVisible()
  }
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  await bar.getByRole('button', { name: 'Mais' }).click()
  await page.getByRole('dialog', { name: 'Mais opções' }).getByRole('link', { name: 'Clientes' }).click()
  await expect(page).toHaveURL(/\/cadastros\/clientes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Buscar clientes' })).toBeVisible()

  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(375)
})
