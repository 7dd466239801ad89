import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { orcamentoEnviado, post, signUp } from './fixtures'

// 'Meus serviços' (issue 25): a technician signing in on the phone lands on their OS in execution, with
// no price anywhere, and concludes one with the card's big button.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

// A 1×1 transparent PNG.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/**
 * A technician user, and the register created on the phone with that user as its 'Usuário do sistema'
 * (how Meus serviços finds the technician's OS).
 */
async function tecnico(page: Page) {
  const id = randomUUID().slice(0, 8)
  const conta = { email: `carlos.${id}@example.com`, senha: `senha-${id}` }
  await post(page, '/api/usuarios', {
    nome_completo: 'Carlos Souza',
    email: conta.email,
    password: conta.senha,
    role: 'tecnico',
  })
  await page.goto('/cadastros/tecnicos')
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Novo Técnico' })
  await dialog.getByLabel('Nome').fill('Carlos Souza')
  await dialog.getByRole('combobox', { name: 'Usuário do sistema' }).click()
  await page.getByRole('option', { name: 'Carlos Souza', exact: true }).click()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Técnico cadastrado')).toBeVisible()
  await expect(dialog).toBeHidden()

  // A second register cannot take the same user: the picker says whose it is and the API refuses.
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  await dialog.getByLabel('Nome').fill('Outro Técnico')
  await dialog.getByRole('combobox', { name: 'Usuário do sistema' }).click()
  await page.getByRole('option', { name: 'Carlos Souza (técnico Carlos Souza)' }).click()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('Este usuário já está vinculado ao técnico Carlos Souza')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()

  const lista = await page.request.get('/api/tecnicos?q=Carlos')
  const [registro] = (await lista.json()).items as { id: string; usuario_nome: string }[]
  expect(registro.usuario_nome).toBe('Carlos Souza')
  return { ...conta, tecnicoId: registro.id }
}

test('o técnico entra pelo celular, vê seu serviço sem valores e o conclui', async ({ page }) => {
  await signUp(page)
  const carlos = await tecnico(page)
  const os = await orcamentoEnviado(page)
  const patch = await page.request.patch(`/api/os/${os.id}`, {
    data: { tecnico_responsavel_id: carlos.tecnicoId },
  })
  expect(patch.status(), await patch.text()).toBe(200)
  for (const status of ['aprovado', 'em_execucao'])
    await post(page, `/api/os/${os.id}/status`, { status }, 200)

  // The admin leaves; the technician signs in through the form on the phone.
  await page.context().clearCookies()
  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Entrar' })
  await form.getByLabel('Email').fill(carlos.email)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(carlos.senha)
  await form.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/meus-servicos$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Meus serviços', level: 1 })).toBeVisible()

  const cartao = page.getByRole('article', { name: `OS ${os.numero_os}` })
  await expect(cartao).toContainText('Joana')
  await expect(cartao).toContainText('Fiat Uno')
  await expect(cartao).toContainText('ABC1D23')
  await expect(cartao).toContainText('Alinhamento e balanceamento')
  // Nothing financial, and no sideways scroll at 375 px.
  await expect(page.getByText(/R\$/)).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // The technical report, saved on its own.
  await cartao.getByLabel('Laudo técnico').fill('Pneus com desgaste irregular')
  await cartao.getByRole('button', { name: 'Salvar laudo' }).click()
  await expect(toast(page, 'Laudo técnico salvo')).toBeVisible()

  // 'Tirar foto' opens the OS's photos: the camera's picture is resized and sent as on the detail page.
  await cartao.getByRole('button', { name: 'Tirar foto' }).click()
  const escolha = page.waitForEvent('filechooser')
  await cartao.getByRole('button', { name: 'Adicionar foto (Antes)' }).click()
  await (await escolha).setFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1X1, 'base64'),
  })
  await expect(cartao.getByRole('button', { name: 'Abrir foto 1 de 1 (Antes)' })).toBeVisible()

  // The big button runs the OS's own conclusion (it asks first: stock moves).
  await cartao.getByRole('button', { name: 'Concluir Serviço' }).click()
  const dialog = page.getByRole('dialog', { name: `Concluir ${os.numero_os}?` })
  await dialog.getByRole('button', { name: 'Concluir Serviço' }).click()
  await expect(toast(page, 'Status atualizado: Concluído')).toBeVisible()
  await expect(cartao).toHaveCount(0)
  await expect(page.getByText('Nenhum serviço seu em andamento')).toBeVisible()

  const concluida = await page.request.get(`/api/os/${os.id}`)
  expect(await concluida.json()).toMatchObject({ status: 'concluido', laudo: 'Pneus com desgaste irregular' })
})
