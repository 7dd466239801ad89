import { expect, test } from '@playwright/test'
import { orcamentoEnviado, signUp } from './fixtures'

// Issue 21 item 5: this test server's links point at 127.0.0.1 (BASE_URL of scripts/e2e-server.ts), an
// address no customer's phone opens. Configurações › Sistema says so, and so do the share dialog and
// 'Link do orçamento' before the link leaves the shop.

test.describe.configure({ timeout: 180_000 })

const aviso =
  'Este link aponta para o próprio computador do Bancada (localhost): no celular do cliente ele não abre. ' +
  'Peça ao administrador para definir o endereço dos links (Configurações › Sistema).'

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`a link that only opens on this computer is never sent silently (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signUp(page)

    // Configurações › Sistema: the address links use (this server's own), and that a phone cannot open it.
    await page.goto('/configuracoes?aba=sistema')
    // A minute after the test server starts, the embedded database's first maintenance (VACUUM and a
    // backup) holds the server for a while on a busy 2-CPU machine: the page waits for it.
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible({ timeout: 90_000 })
    const base = new URL(page.url()).origin
    await expect(page.getByLabel('Endereço dos links')).toHaveValue(base)
    await expect(
      page.getByRole('alert').filter({ hasText: 'só abre no computador em que o Bancada roda' }),
    ).toBeVisible()
    await expect(
      page.getByText('Para outro endereço (por exemplo, um domínio público), defina a variável BASE_URL'),
    ).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )

    // The share dialog: the message carries the link, and the warning says the phone will not open it.
    const os = await orcamentoEnviado(page)
    await page.goto(`/os/${os.id}`)
    await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Enviar por WhatsApp' })
    await expect(dialogo.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(
      new RegExp(`${base.replaceAll('.', '\\.')}/p/[\\w-]{43}`),
    )
    await expect(dialogo.getByRole('alert')).toHaveText(aviso)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Enviar por email' }).click()
    await expect(page.getByRole('dialog', { name: 'Enviar por email' }).getByRole('alert')).toHaveText(aviso)
    await page.keyboard.press('Escape')

    // 'Link do orçamento' copies it and says the same.
    await page.getByRole('button', { name: 'Link do orçamento' }).click()
    await expect(page.getByRole('region', { name: /Notificações do sistema/ }).getByText(aviso)).toBeVisible()
  })
}
