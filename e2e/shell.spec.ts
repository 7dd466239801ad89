import { expect, test } from '@playwright/test'
import { signUp } from './fixtures'

test('menu lateral: grupos abrem no clique, item ativo em destaque, menu recolhe para ícones', async ({
  page,
}) => {
  await signUp(page)
  const menu = page.getByRole('complementary', { name: 'Menu principal' })

  await menu.getByRole('button', { name: 'Cadastros' }).click()
  await menu.getByRole('link', { name: 'Veículos' }).click()
  await expect(page).toHaveURL(/\/cadastros\/veiculos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Veículos' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Veículos' })).toHaveAttribute('aria-current', 'page')
  // The group stays open while one of its routes is shown.
  await menu.getByRole('button', { name: 'Cadastros' }).click()
  await expect(menu.getByRole('link', { name: 'Produtos' })).toBeVisible()

  await menu.getByRole('button', { name: 'Recolher menu' }).click()
  await expect(menu).toHaveCSS('width', '64px')
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await page.reload()
  await expect(menu).toHaveCSS('width', '64px')
  await menu.getByRole('button', { name: 'Expandir menu' }).click()
  await expect(menu).toHaveCSS('width', '256px')
})

test('barra superior: / foca a busca, sino sem notificações, avatar leva ao perfil', async ({ page }) => {
  await signUp(page)
  const search = page.getByRole('combobox', { name: 'Buscar', exact: true })
  await expect(search).toBeVisible()
  await expect(search).not.toBeFocused()

  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  // Enter with no result chosen opens the OS list searched by the term (e2e/busca.spec.ts covers the rest).
  await page.keyboard.type('ABC1D23')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/os\?q=ABC1D23$/)
  await page.goto('/dashboard')

  await page.getByRole('button', { name: 'Notificações' }).click()
  await expect(page.getByText('Nenhuma notificação')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('Nenhuma notificação')).toBeHidden()

  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click()
  await expect(page).toHaveURL(/\/perfil$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
})
