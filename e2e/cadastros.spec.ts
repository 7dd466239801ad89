import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsDemoTecnico, signUp } from './fixtures'

// The CEP lookup answers from e2e/fake-cep-server.ts (scripts/e2e-server.ts points CEP_API_URL at it).

/** 'Adicionar' is in the page header (and again in the empty state): the header's is the first. */
async function openNew(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function choose(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('clientes: PF com CEP preenchido automaticamente, edição, PJ com CNPJ alfanumérico e CPF inválido', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signUp(page)
  await page.goto('/cadastros/clientes')
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible()

  // Pessoa Física: masks while typing, and the CEP fills the address when the field is left.
  let dialog = await openNew(page, 'Novo Cliente')
  await expect(dialog.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked()
  await dialog.getByRole('textbox', { name: 'CPF', exact: true }).fill('52998224725')
  await expect(dialog.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('529.982.247-25')
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria da Silva')
  await dialog.getByLabel('Celular').fill('11971626799')
  await expect(dialog.getByLabel('Celular')).toHaveValue('(11) 97162-6799')
  await dialog.getByLabel('CEP').fill('01001000')
  await dialog.getByLabel('CEP').press('Tab')
  await expect(toast(page, 'CEP encontrado')).toBeVisible()
  await expect(toast(page, 'Endereço preenchido automaticamente')).toBeVisible()
  await expect(dialog.getByLabel('CEP')).toHaveValue('01001-000')
  await expect(dialog.getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue('Praça da Sé')
  await expect(dialog.getByLabel('Bairro')).toHaveValue('Sé')
  await expect(dialog.getByLabel('Cidade')).toHaveValue('São Paulo')
  await expect(dialog.getByRole('combobox', { name: 'UF' })).toHaveText('SP')
  await dialog.getByLabel('Número').fill('100')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
  await expect(dialog).toBeHidden()

  const maria = page.getByRole('row', { name: /Maria da Silva/ })
  await expect(maria).toContainText('529.982.247-25')
  await expect(maria).toContainText('São Paulo/SP')
  const whatsapp = maria.getByRole('link', { name: /Abrir WhatsApp de Maria da Silva/ })
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511971626799')
  await expect(whatsapp).toHaveAttribute('target', '_blank')

  // Editing keeps the kind (by the document's length) and saves the whole form.
  await page.getByRole('button', { name: 'Editar Maria da Silva' }).click()
  dialog = page.getByRole('dialog', { name: 'Editar Cliente' })
  await expect(dialog.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked()
  await expect(dialog.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('529.982.247-25')
  await expect(dialog.getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue('Praça da Sé')
  await dialog.getByLabel('Email').fill('maria@example.com')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente atualizado')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(maria).toContainText('maria@example.com')

  // Pessoa Jurídica with the alphanumeric CNPJ of the Receita Federal's example. The first client's toast
  // has gone first, so the one below is this save's (a slow machine reaches it while the other still shows).
  await expect(toast(page, 'Cliente cadastrado')).toBeHidden({ timeout: 15_000 })
  dialog = await openNew(page, 'Novo Cliente')
  await dialog.getByRole('radio', { name: 'Pessoa Jurídica' }).click()
  await dialog.getByRole('textbox', { name: 'CNPJ', exact: true }).fill('12abc34501de35')
  await expect(dialog.getByRole('textbox', { name: 'CNPJ', exact: true })).toHaveValue('12.ABC.345/01DE-35')
  await dialog.getByLabel('Razão Social').fill('Auto Peças Alfa Ltda')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: /Auto Peças Alfa Ltda/ })).toContainText('12.ABC.345/01DE-35')
  await expect(page.getByText('Mostrando 1–2 de 2')).toBeVisible()

  await page.getByRole('button', { name: 'Editar Auto Peças Alfa Ltda' }).click()
  dialog = page.getByRole('dialog', { name: 'Editar Cliente' })
  await expect(dialog.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()

  // The search asks the server and starts again from page 1.
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('Alfa')
  await expect(page.getByRole('row', { name: /Maria da Silva/ })).toBeHidden()
  await expect(page.getByRole('row', { name: /Auto Peças Alfa Ltda/ })).toBeVisible()
  await expect(page.getByText('Página 1 de 1')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('')
  await expect(page.getByRole('row', { name: /Maria da Silva/ })).toBeVisible()

  // A CPF whose check digits fail is refused under the field and in a toast, at the first 'Salvar':
  // a fresh form says nothing while it is being filled in.
  dialog = await openNew(page, 'Novo Cliente')
  const cpf = dialog.getByRole('textbox', { name: 'CPF', exact: true })
  await cpf.fill('287.967.420-20')
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('José Inválido')
  await dialog.getByLabel('Email').click()
  await expect(dialog.getByText('CPF inválido')).toBeHidden()
  await expect(cpf).not.toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Por favor, verifique o CPF informado')).toBeVisible()
  await expect(dialog.getByText('CPF inválido')).toBeVisible()
  await expect(cpf).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toBeVisible()
  // After that attempt, correcting the field clears its error.
  await cpf.fill('529.982.247-25')
  await expect(dialog.getByText('CPF inválido')).toBeHidden()
})

test('veículos: cliente escolhido pela busca, placa antiga achada pela forma Mercosul, marca Outra', async ({
  page,
}) => {
  await signUp(page)
  // Given a client (created through the API with the session cookie of the page).
  const created = await page.request.post('/api/clientes', {
    data: { tipo_pessoa: 'fisica', doc: '52998224725', nome_razao: 'João Pereira' },
  })
  expect(created.status()).toBe(201)

  await page.goto('/cadastros/veiculos')
  const dialog = await openNew(page, 'Novo Veículo')
  await dialog.getByRole('combobox', { name: 'Cliente' }).click()
  await page.getByRole('combobox', { name: 'Buscar cliente' }).fill('João')
  await page.getByRole('option', { name: /João Pereira/ }).click()
  await expect(dialog.getByRole('combobox', { name: 'Cliente' })).toHaveText(/João Pereira/)
  await dialog.getByLabel('Placa').fill('abc-1234')
  await expect(dialog.getByLabel('Placa')).toHaveValue('ABC-1234')
  await choose(page, dialog, 'Marca', 'Volkswagen')
  await dialog.getByLabel('Modelo').fill('Gol')
  await dialog.getByLabel('Ano').fill('2020')
  await choose(page, dialog, 'Cor', 'Prata')
  await dialog.getByLabel('KM Atual').fill('45000')
  await expect(dialog.getByLabel('KM Atual')).toHaveValue('45.000')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Veículo cadastrado')).toBeVisible()
  await expect(dialog).toBeHidden()

  const gol = page.getByRole('row', { name: /ABC-1234/ })
  await expect(gol).toContainText('João Pereira')
  await expect(gol).toContainText('45.000')

  // The same car is found by its Mercosul plate.
  const search = page.getByRole('searchbox', { name: 'Buscar veículos' })
  await search.fill('ABC1C34')
  await expect(page).toHaveURL(/q=ABC1C34/)
  await expect(gol).toBeVisible()
  await search.fill('XYZ9Z99')
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible()
  await search.fill('')

  // 'Outra' reveals a free brand field.
  await page.getByRole('button', { name: /Editar ABC-1234/ }).click()
  const edit = page.getByRole('dialog', { name: 'Editar Veículo' })
  await choose(page, edit, 'Marca', 'Outra')
  await edit.getByLabel('Outra marca').fill('Troller')
  await edit.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Veículo atualizado')).toBeVisible()
  await expect(page.getByRole('row', { name: /ABC-1234/ })).toContainText('Troller')
})

test('produtos e serviços: preço em reais, estoque controlado com selo', async ({ page }) => {
  await signUp(page)
  const sku = `OLEO-${randomUUID().slice(0, 4).toUpperCase()}`

  await page.goto('/cadastros/produtos')
  let dialog = await openNew(page, 'Novo Produto')
  await dialog.getByLabel('SKU').fill(sku)
  await choose(page, dialog, 'Unidade', 'L')
  await dialog.getByLabel('Descrição').fill('Óleo 5W30')
  await dialog.getByLabel('Preço').fill('1234,5')
  await dialog.getByLabel('Preço').press('Tab')
  await expect(dialog.getByLabel('Preço')).toHaveValue('R$\u00a01.234,50')
  await expect(dialog.getByLabel('Estoque atual')).toHaveCount(0)
  await dialog.getByRole('switch', { name: 'Controlar estoque' }).click()
  await dialog.getByLabel('Estoque atual').fill('2,5')
  await dialog.getByLabel('Estoque mínimo').fill('5')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Produto cadastrado')).toBeVisible()
  await expect(dialog).toBeHidden()

  const oleo = page.getByRole('row', { name: /Óleo 5W30/ })
  await expect(oleo).toContainText(sku)
  await expect(oleo).toContainText('R$\u00a01.234,50')
  await expect(oleo).toContainText('2,5 L')
  await expect(oleo).toContainText('estoque baixo')

  await page.goto('/cadastros/servicos')
  dialog = await openNew(page, 'Novo Serviço')
  await expect(dialog.getByLabel('Tempo (min)')).toHaveValue('60')
  await dialog.getByLabel('Descrição').fill('Troca de óleo')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Preencha descrição e preço')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('80')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Serviço cadastrado')).toBeVisible()
  await expect(page.getByRole('row', { name: /Troca de óleo/ })).toContainText('R$\u00a080,00')

  // A cost above the price asks first: 'Revisar' goes back to the form, 'Salvar mesmo assim' saves.
  dialog = await openNew(page, 'Novo Serviço')
  await dialog.getByLabel('Descrição').fill('Alinhamento promocional')
  await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('50')
  await dialog.getByRole('textbox', { name: 'Custo', exact: true }).fill('70')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  const pergunta = page.getByRole('alertdialog', { name: 'Custo maior que o preço' })
  await expect(pergunta).toContainText(/O custo \(R\$\s70,00\) é maior que o preço \(R\$\s50,00\)/)
  await pergunta.getByRole('button', { name: 'Revisar' }).click()
  await expect(pergunta).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('row', { name: /Alinhamento promocional/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await pergunta.getByRole('button', { name: 'Salvar mesmo assim' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: /Alinhamento promocional/ })).toContainText('R$\u00a050,00')
})

test('técnicos: cadastro com status e exclusão confirmada', async ({ page }) => {
  await signUp(page)
  await page.goto('/cadastros/tecnicos')
  const dialog = await openNew(page, 'Novo Técnico')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('O nome é obrigatório')).toBeVisible()
  await dialog.getByLabel('Nome').fill('Carlos Funileiro')
  await expect(dialog.getByRole('switch', { name: 'Técnico ativo' })).toBeChecked()
  await dialog.getByRole('switch', { name: 'Técnico ativo' }).click()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Técnico cadastrado')).toBeVisible()
  await expect(page.getByRole('row', { name: /Carlos Funileiro/ })).toContainText('Inativo')

  await page.getByRole('button', { name: 'Excluir Carlos Funileiro' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' })
  await expect(
    confirm.getByText('Tem certeza que deseja excluir este registro? Esta ação não pode ser desfeita.'),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Excluir' }).click()
  await expect(toast(page, 'Técnico excluído')).toBeVisible()
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible()
})

test('técnico da demonstração só consulta: sem Adicionar, editar ou excluir', async ({ page, request }) => {
  await signInAsDemoTecnico(page, request)

  await page.goto('/cadastros/clientes')
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Buscar clientes' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0)
})

test.describe('no celular (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('a lista vira cartões e a página não rola para o lado', async ({ page }) => {
    await signUp(page)
    for (const [doc, nome] of [
      ['52998224725', 'Maria Aparecida dos Santos Oliveira'],
      ['11222333000181', 'Oficina Mecânica e Funilaria Irmãos Carvalho Ltda'],
    ]) {
      const response = await page.request.post('/api/clientes', {
        data: {
          tipo_pessoa: doc.length === 11 ? 'fisica' : 'juridica',
          doc,
          nome_razao: nome,
          celular: '11971626799',
        },
      })
      expect(response.status()).toBe(201)
    }

    await page.goto('/cadastros/clientes')
    const cards = page.getByRole('list', { name: 'Clientes' })
    await expect(cards.getByRole('listitem')).toHaveCount(2)
    await expect(cards.getByRole('listitem').filter({ hasText: 'Maria Aparecida' })).toContainText(
      '529.982.247-25',
    )
    await expect(page.getByRole('table')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await openNew(page, 'Novo Cliente')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test('técnicos: Próxima e Anterior viram a página a partir da linha vista', async ({ page }) => {
  await signUp(page)
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.post('/api/tecnicos', {
      data: { nome: `Técnico ${String(i).padStart(2, '0')}` },
    })
    expect(res.status()).toBe(201)
  }
  await page.goto('/cadastros/tecnicos')
  await expect(page.getByText('Página 1 de 2')).toBeVisible()
  await expect(page.getByRole('row', { name: /Técnico 10/ })).toBeVisible()

  await page.getByRole('button', { name: 'Próxima página' }).click()
  await expect(page.getByText('Página 2 de 2')).toBeVisible()
  await expect(page.getByText('Mostrando 11–12 de 12')).toBeVisible()
  await expect(page.getByRole('row', { name: /Técnico 11/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Técnico 12/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Técnico 10/ })).toBeHidden()
  await expect(page).toHaveURL(/page=2&after=[0-9a-f-]{36}/)

  // A reload keeps the place; Anterior goes back to the first ten.
  await page.reload()
  await expect(page.getByRole('row', { name: /Técnico 12/ })).toBeVisible()
  await page.getByRole('button', { name: 'Página anterior' }).click()
  await expect(page.getByText('Página 1 de 2')).toBeVisible()
  await expect(page.getByRole('row', { name: /Técnico 01/ })).toBeVisible()
  await expect(page).not.toHaveURL(/after=|before=/)
})
