import { expect, type Locator, type Page, test } from '@playwright/test'
import { orcamentoEnviado, signUp } from './fixtures'

// The customer page's 'Privacidade (LGPD)' card on a phone: every button fits the 375 px screen, is big
// enough to tap and does its job, and the page never scrolls sideways. The bell's item for a request near
// its deadline is tested in notificacoes-titular.routes.test.ts: a new request is 15 days away, and this
// server's clock and data cannot be moved.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })
test.describe.configure({ timeout: 120_000 })

const larguraDaPagina = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)

/**
 * Inside the 375 px screen and, for the card's own buttons and choices, at least 44 px tall (UI.md's touch
 * target; the dialogs' shared footer buttons are 40 px).
 */
async function cabeNaTela(alvo: Locator, nome: string, alturaMinima = 44) {
  await alvo.scrollIntoViewIfNeeded()
  const caixa = await alvo.boundingBox()
  expect(caixa, nome).not.toBeNull()
  expect(caixa!.x, nome).toBeGreaterThanOrEqual(0)
  expect(caixa!.x + caixa!.width, nome).toBeLessThanOrEqual(375)
  expect(caixa!.height, nome).toBeGreaterThanOrEqual(alturaMinima)
}

test('at 375 px the admin uses every button of the customer’s Privacidade (LGPD) card', async ({ page }) => {
  await signUp(page)
  await orcamentoEnviado(page)
  const lista = await page.request.get('/api/clientes?q=Joana')
  const clienteId = ((await lista.json()) as { items: { id: string }[] }).items[0]!.id

  await page.goto(`/cadastros/clientes/${clienteId}`)
  await expect(page.getByRole('heading', { name: 'Joana Pereira Lima' })).toBeVisible({ timeout: 30_000 })
  const titulo = page.getByRole('heading', { name: 'Privacidade (LGPD)' })
  // The card: the heading's row, then the buttons.
  const cartao = titulo.locator('xpath=../..')
  const botao = (nome: string) => cartao.getByRole('button', { name: nome, exact: true })
  await expect(botao('Anonimizar')).toBeVisible()
  for (const nome of ['Exportar dados', 'Corrigir', 'Registrar solicitação', 'Anonimizar']) {
    await expect(botao(nome), nome).toBeVisible()
    await cabeNaTela(botao(nome), nome)
  }
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)

  const download = page.waitForEvent('download')
  await botao('Exportar dados').click()
  expect((await download).suggestedFilename()).toMatch(/^dados-pessoais-.+\.zip$/)
  await expect(botao('Exportar dados')).toBeEnabled()

  await botao('Corrigir').click()
  const edicao = page.getByRole('dialog', { name: 'Editar Cliente' })
  await expect(edicao).toBeVisible()
  await edicao.getByRole('button', { name: 'Cancelar' }).click()
  await expect(edicao).toBeHidden()

  await botao('Anonimizar').click()
  const anonimizar = page.getByRole('dialog', { name: 'Anonimizar Joana Pereira Lima?' })
  await expect(anonimizar.getByText('O que fica, e por quê')).toBeVisible()
  await cabeNaTela(anonimizar.getByRole('button', { name: 'Anonimizar' }), 'confirmar anonimização', 40)
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)
  await anonimizar.getByRole('button', { name: 'Cancelar' }).click()
  await expect(anonimizar).toBeHidden()

  await botao('Registrar solicitação').click()
  const registrar = page.getByRole('dialog', { name: 'Registrar solicitação do titular' })
  const excluir = registrar.getByRole('radio', { name: 'Excluir dados' })
  await cabeNaTela(excluir, 'tipo Excluir dados')
  await excluir.click()
  await registrar.getByLabel('Observação').fill('Pediu no balcão para apagar o cadastro')
  await cabeNaTela(registrar.getByRole('button', { name: 'Registrar' }), 'Registrar', 40)
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)
  await registrar.getByRole('button', { name: 'Registrar' }).click()
  await expect(registrar).toBeHidden()

  const pedido = cartao.getByTestId('solicitacao')
  await expect(pedido).toHaveCount(1)
  await expect(pedido.getByText('Excluir dados')).toBeVisible()
  await expect(pedido.getByTestId('prazo-solicitacao')).toHaveText('Prazo: 15 dias')
  await expect(pedido.getByText('“Pediu no balcão para apagar o cadastro”')).toBeVisible()
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)

  // 15 days away: not yet in the bell (it comes 5 days before the deadline).
  const sino = (await (await page.request.get('/api/notificacoes')).json()) as { items: { tipo: string }[] }
  expect(sino.items.map((i) => i.tipo)).not.toContain('solicitacao_titular')
})
