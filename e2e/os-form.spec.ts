import { expect, type Page, test } from '@playwright/test'
import { signUp } from './fixtures'

// The OS form (/os/nova, /os/:id/editar) driven through the real UI; the registers it picks from are
// created through the API with the signed-up session.

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text)

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201)
  return (await response.json()) as T
}

async function seed(page: Page) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'João Pereira',
  })
  await post(page, '/api/veiculos', {
    cliente_id: cliente.id,
    marca: 'Fiat',
    modelo: 'Uno',
    placa: 'ABC1D23',
  })
  await post(page, '/api/servicos', { descricao: 'Funilaria da porta', preco_publico: 30000 })
  await post(page, '/api/servicos', {
    descricao: 'Pintura completa',
    preco_publico: 150000,
    permite_desconto: false,
  })
  await post(page, '/api/produtos', {
    sku: 'TIN-01',
    descricao: 'Tinta automotiva',
    preco_publico: 8990,
    controla_estoque: true,
    estoque_atual: 1,
    estoque_minimo: 2,
  })
}

/** Opens a combobox by its label and picks the option whose text matches. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

const total = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd')

test('nova OS: itens com desconto e estoque, rascunho, edição e envio do orçamento', async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page)
  await seed(page)

  await page.goto('/os/nova')
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Ordem de Serviço' })).toBeVisible()

  // The spec's checks before sending: a client first.
  await page.getByRole('button', { name: 'Enviar Orçamento' }).click()
  await expect(toast(page, 'Selecione o cliente antes de enviar o orçamento')).toBeVisible()

  // The vehicle waits for a client, then lists only that client's cars.
  const veiculo = page.getByRole('combobox', { name: 'Veículo', exact: true })
  await expect(veiculo).toBeDisabled()
  await expect(veiculo).toHaveText(/Selecione o cliente primeiro/)
  await choose(page, 'Cliente', /João Pereira/)
  await expect(veiculo).toBeEnabled()
  await veiculo.click()
  await expect(page.getByRole('option', { name: 'Nenhum veículo' })).toBeVisible()
  await page.getByRole('option', { name: /Fiat Uno/ }).click()
  await expect(veiculo).toHaveText(/Fiat Uno/)

  // Then at least one item.
  await page.getByRole('button', { name: 'Enviar Orçamento' }).click()
  await expect(toast(page, 'Adicione pelo menos um item antes de enviar o orçamento')).toBeVisible()

  // Services: a line needs a chosen service; picking fills description and price.
  await page.getByRole('button', { name: 'Adicionar serviço' }).click()
  await expect(toast(page, 'Selecione um serviço')).toBeVisible()
  await choose(page, 'Serviço', /Funilaria da porta/)
  await page.getByRole('button', { name: 'Adicionar serviço' }).click()
  await choose(page, 'Serviço', /Pintura completa/)
  await page.getByRole('button', { name: 'Adicionar serviço' }).click()
  const funilaria = page.getByRole('listitem', { name: 'Funilaria da porta' })
  const pintura = page.getByRole('listitem', { name: 'Pintura completa' })
  await expect(funilaria.getByLabel('Valor unitário')).toHaveValue(/300,00/)
  await expect(pintura.getByLabel('Desconto (%)')).toBeDisabled()
  await expect(pintura.getByLabel('Desconto (R$)')).toBeDisabled()

  // Products: quantity 2 of a product with 1 in stock warns but adds the line.
  await page.getByRole('tab', { name: /Produtos/ }).click()
  await choose(page, 'Produto', /Tinta automotiva/)
  await page.getByLabel('Quantidade do produto').fill('2')
  await page.getByRole('button', { name: 'Adicionar produto' }).click()
  const tinta = page.getByRole('listitem', { name: 'Tinta automotiva' })
  await expect(tinta.getByText('Quantidade solicitada maior que o estoque disponível')).toBeVisible()
  await expect(tinta.getByText(/Estoque: 1 UN/)).toBeVisible()
  await expect(tinta.getByRole('status', { name: 'Subtotal de Tinta automotiva' })).toHaveText(/179,80/)

  // A 10% discount on the first service sets R$ 30,00 and the totals follow.
  await page.getByRole('tab', { name: /Serviços/ }).click()
  await funilaria.getByLabel('Desconto (%)').fill('10')
  await expect(funilaria.getByLabel('Desconto (R$)')).toHaveValue(/30,00/)
  await expect(total(page, 'Subtotal Serviços')).toHaveText(/1\.770,00/)
  await expect(total(page, 'Subtotal Produtos')).toHaveText(/179,80/)
  await expect(total(page, 'Total Geral')).toHaveText(/1\.949,80/)

  // The quantity steps by 1 with the arrow keys, and the discount keeps its percent.
  const quantidade = funilaria.getByLabel('Quantidade')
  await quantidade.press('ArrowUp')
  await expect(quantidade).toHaveValue('2')
  await expect(funilaria.getByLabel('Desconto (R$)')).toHaveValue(/60,00/)
  await quantidade.press('ArrowDown')
  await expect(quantidade).toHaveValue('1')
  await expect(funilaria.getByLabel('Desconto (R$)')).toHaveValue(/30,00/)

  // Save the draft: toast with the number, then the OS page.
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
  await expect(toast(page, /^OS-\d{4}-\d{4} salva com sucesso!$/)).toBeVisible()
  await expect(page).toHaveURL(/\/os\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').at(-1)

  // Edit: the lines come back; a surcharge changes the total; then send the quote.
  await page.goto(`/os/${id}/editar`)
  await expect(page.getByRole('heading', { level: 1, name: /Editar OS-\d{4}-\d{4}/ })).toBeVisible()
  await expect(funilaria.getByLabel('Desconto (R$)')).toHaveValue(/30,00/)
  await expect(total(page, 'Total Geral')).toHaveText(/1\.949,80/)
  await page.getByLabel('Acréscimos (R$)').fill('10')
  await page.getByLabel('Acréscimos (R$)').blur()
  await expect(total(page, 'Total Geral')).toHaveText(/1\.959,80/)
  await page.getByRole('button', { name: 'Enviar Orçamento' }).click()
  await expect(toast(page, 'Orçamento enviado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/os/${id}$`))

  // Once sent, the quote is read-only and the Orçamento and Aprovação cards show.
  await page.goto(`/os/${id}/editar`)
  await expect(page.getByRole('heading', { level: 2, name: 'Orçamento', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Aprovação' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar Orçamento' })).toBeHidden()
  await expect(funilaria.getByLabel('Desconto (%)')).toBeDisabled()
  await expect(total(page, 'Total Geral')).toHaveText(/1\.959,80/)
})

test('nova OS em 375 px: linhas empilhadas, sem rolagem horizontal', async ({ page }) => {
  test.setTimeout(60_000)
  await signUp(page)
  await seed(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/os/nova')
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Ordem de Serviço' })).toBeVisible()
  await choose(page, 'Cliente', /João Pereira/)
  await choose(page, 'Serviço', /Funilaria da porta/)
  await page.getByRole('button', { name: 'Adicionar serviço' }).click()
  const linha = page.getByRole('listitem', { name: 'Funilaria da porta' })
  await expect(linha.getByText('Quantidade', { exact: true })).toBeVisible()
  await expect(linha.getByRole('status', { name: 'Subtotal de Funilaria da porta' })).toHaveText(/300,00/)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('nova OS: "Novo cliente" no seletor cria e escolhe o cliente; KM de entrada e envio aparecem na OS', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  await seed(page)
  await page.goto('/os/nova')
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Ordem de Serviço' })).toBeVisible()

  // The client is not registered yet: it is made from the picker, with the name already typed.
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).click()
  await page.getByRole('combobox', { name: 'Buscar cliente' }).fill('Transportadora Rápida')
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible()
  await page.getByRole('button', { name: 'Novo cliente' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo Cliente' })
  await dialog.getByRole('radio', { name: 'Pessoa Jurídica' }).click()
  await expect(dialog.getByLabel('Razão Social')).toHaveValue('Transportadora Rápida')
  await dialog.getByLabel('Razão Social').fill('Transportadora Rápida Ltda')
  await dialog.getByRole('textbox', { name: 'CNPJ', exact: true }).fill('11222333000181')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/os\/nova$/)
  await expect(page.getByRole('combobox', { name: 'Cliente', exact: true })).toHaveText(
    'Transportadora Rápida Ltda',
  )

  // The km the car came in with is typed with the draft, grouped as it is typed.
  const km = page.getByRole('textbox', { name: 'KM de entrada' })
  await km.fill('68500')
  await expect(km).toHaveValue('68.500')
  await choose(page, 'Serviço', /Funilaria da porta/)
  await page.getByRole('button', { name: 'Adicionar serviço' }).click()
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
  await expect(page).toHaveURL(/\/os\/[0-9a-f-]{36}$/)

  // The OS shows its number once (title and heading), the km and, once sent, when the quote went out.
  const id = page.url().split('/').at(-1)
  const numero: string = (await (await page.request.get(`/api/os/${id}`)).json()).numero_os
  expect(numero).toMatch(/^OS-\d{4}-\d{4}$/)
  await expect(page.getByRole('heading', { level: 1, name: numero, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${numero} · Bancada`)
  await expect(page.getByText('68.500 km')).toBeVisible()
  const enviadoEm = page
    .getByRole('term')
    .filter({ hasText: /^Enviado ao cliente em$/ })
    .locator('xpath=following-sibling::dd')
  await expect(enviadoEm).toHaveText('—')
  await page.goto(`/os/${id}/editar`)
  await page.getByRole('button', { name: 'Enviar Orçamento' }).click()
  await expect(toast(page, 'Orçamento enviado com sucesso!')).toBeVisible()
  await expect(enviadoEm).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
})
