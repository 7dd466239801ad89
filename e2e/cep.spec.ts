import { expect, type Locator, type Page, test } from '@playwright/test'
import { CEP_INEXISTENTE, CEP_PROVEDOR_FORA } from './fake-cep-server'
import { signUp } from './fixtures'

// The CEP lookup answers from e2e/fake-cep-server.ts; its fallback provider is a closed port, so
// CEP_PROVEDOR_FORA leaves both providers failing.

test.beforeEach(() => test.setTimeout(60_000))

const naoEncontrado = 'CEP não encontrado — preencha o endereço'
const indisponivel = 'Não foi possível consultar o CEP — preencha o endereço'

/** Both failures in one form: a message under the CEP, the address typed by hand, the message gone on typing. */
async function falhasDoCep(page: Page, form: Locator) {
  const cep = form.getByLabel('CEP')
  const endereco = form.getByRole('textbox', { name: 'Endereço', exact: true })
  const cidade = form.getByRole('textbox', { name: 'Cidade', exact: true })

  await cep.fill(CEP_INEXISTENTE)
  await cep.press('Tab')
  await expect(form.getByRole('status').filter({ hasText: naoEncontrado })).toBeVisible()
  await expect(cep).toHaveAttribute('aria-describedby', /.+/)
  await expect(endereco).toBeEditable()
  await expect(cidade).toBeEditable()

  // Typing another CEP drops the message; the provider down is a different one, after a spinner.
  await cep.fill(CEP_PROVEDOR_FORA)
  await expect(form.getByText(naoEncontrado)).toBeHidden()
  await cep.press('Tab')
  await expect(form.getByRole('status', { name: 'Buscando endereço do CEP' })).toBeVisible()
  await expect(form.getByRole('status').filter({ hasText: indisponivel })).toBeVisible()
  await expect(form.getByRole('status', { name: 'Buscando endereço do CEP' })).toBeHidden()

  await endereco.fill('Rua das Oficinas, 10')
  await cidade.fill('Campinas')
  await form.getByRole('combobox', { name: 'UF' }).click()
  await page.getByRole('option', { name: 'SP', exact: true }).click()
  await expect(endereco).toHaveValue('Rua das Oficinas, 10')
  await expect(cep).toHaveValue('55555-555')
}

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

test('CEP que falha no cadastro de cliente: mensagem curta e endereço digitado à mão', async ({ page }) => {
  await signUp(page)
  await page.goto('/cadastros/clientes')
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Novo Cliente' })
  await dialog.getByRole('textbox', { name: 'CPF', exact: true }).fill('52998224725')
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente Sem CEP')
  await falhasDoCep(page, dialog)
  await dialog.getByLabel('Bairro').fill('Centro')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
  await expect(page.getByRole('row', { name: /Cliente Sem CEP/ })).toContainText('Campinas/SP')
})

test('CEP que falha nos dados da empresa: mensagem curta e endereço digitado à mão', async ({ page }) => {
  await signUp(page)
  await page.goto('/configuracoes')
  const form = page.getByRole('form', { name: 'Dados da empresa' })
  await falhasDoCep(page, form)
  await form.getByRole('button', { name: 'Salvar Configurações' }).click()
  await expect(toast(page, 'Configurações salvas com sucesso')).toBeVisible()
  const empresa = await (await page.request.get('/api/empresa')).json()
  expect(empresa).toMatchObject({
    cep: '55555555',
    endereco: 'Rua das Oficinas, 10',
    cidade: 'Campinas',
    uf: 'SP',
  })
})
