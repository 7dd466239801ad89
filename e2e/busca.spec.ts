import { expect, type Page, test } from '@playwright/test'
import { signUp } from './fixtures'

// The top bar's global search: grouped results as the user types, arrows + Enter to a record, Enter
// with nothing chosen to the OS list, and the phone's top sheet. Data is created through the API.

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201)
  return (await response.json()) as T
}

/** A client with an old-form plate car and one OS. */
async function seed(page: Page) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Ana Souza',
    cidade: 'Campinas',
    uf: 'SP',
  })
  const veiculo = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: cliente.id,
    marca: 'Volkswagen',
    modelo: 'Gol',
    placa: 'ABC1234',
  })
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: 'Troca de óleo',
    preco_publico: 10000,
  })
  const os = await post<{ id: string; numero_os: string }>(page, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 10000 }],
  })
  return { os }
}

test('busca global: resultados agrupados, setas + Enter abrem o registro, Enter sem escolha abre a lista de OS', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  const { os } = await seed(page)
  await page.reload()

  const busca = page.getByRole('combobox', { name: 'Buscar', exact: true })
  const resultados = page.getByRole('listbox', { name: 'Resultados da busca' })

  // The Mercosul form finds the car registered with the old plate.
  await expect(busca).toBeVisible()
  await page.keyboard.press('/')
  await expect(busca).toBeFocused()
  await busca.fill('abc1c34')
  const veiculos = resultados.getByRole('group', { name: 'Veículos' })
  await expect(veiculos.getByRole('option', { name: /ABC-1234.*Volkswagen Gol · Ana Souza/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(resultados).toBeHidden()

  // By number: Down highlights the OS, Enter opens it.
  await busca.fill(os.numero_os)
  const opcaoOs = resultados
    .getByRole('group', { name: 'Ordens de serviço' })
    .getByRole('option', { name: new RegExp(os.numero_os) })
  await expect(opcaoOs).toContainText('Ana Souza · ABC-1234')
  await expect(opcaoOs).toHaveAttribute('aria-selected', 'false')
  await page.keyboard.press('ArrowDown')
  await expect(opcaoOs).toHaveAttribute('aria-selected', 'true')
  await expect(busca).toHaveAttribute('aria-activedescendant', (await opcaoOs.getAttribute('id')) ?? '')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/os/${os.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: os.numero_os })).toBeVisible()
  await expect(busca).toHaveValue('')

  // By CPF: the client opens in its register, searched by the document.
  await busca.fill('529.982.247-25')
  const opcaoCliente = resultados
    .getByRole('group', { name: 'Clientes' })
    .getByRole('option', { name: /Ana Souza/ })
  await expect(opcaoCliente).toContainText('529.982.247-25 · Campinas/SP')
  // Up from nothing wraps to the last result (the only one here).
  await page.keyboard.press('ArrowUp')
  await expect(opcaoCliente).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cadastros\/clientes\?q=52998224725$/)
  await expect(page.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('52998224725')
  await expect(page.getByRole('cell', { name: 'Ana Souza', exact: true })).toBeVisible()

  // Enter with nothing highlighted: the OS list searched by the term.
  await busca.fill('Souza')
  await expect(resultados.getByRole('option', { name: /Ana Souza/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/os\?q=Souza$/)
  await expect(page.getByRole('searchbox', { name: 'Buscar ordens de serviço' })).toHaveValue('Souza')
  await expect(page.getByRole('cell', { name: os.numero_os, exact: true })).toBeVisible()

  // Nothing found, said in Portuguese; a click outside closes the results.
  await busca.fill('zzzz')
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByText('Nenhum resultado encontrado')).toBeHidden()
})

test.describe('no telefone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('a busca abre na folha superior e um toque leva ao veículo', async ({ page }) => {
    test.setTimeout(90_000)
    await signUp(page)
    await seed(page)
    await page.reload()

    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    const folha = page.getByRole('dialog', { name: 'Buscar' })
    const busca = folha.getByRole('combobox', { name: 'Buscar', exact: true })
    await expect(busca).toBeFocused()
    await busca.fill('a')
    await expect(folha.getByText('Digite ao menos 2 caracteres para buscar')).toBeVisible()
    await busca.fill('abc-1234')
    const opcao = folha.getByRole('group', { name: 'Veículos' }).getByRole('option', { name: /ABC-1234/ })
    await expect(opcao).toBeVisible()
    const largura = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(largura).toBeLessThanOrEqual(375)

    await opcao.tap()
    await expect(page).toHaveURL(/\/cadastros\/veiculos\?q=ABC1234$/)
    await expect(folha).toBeHidden()
    await expect(page.getByRole('searchbox', { name: 'Buscar veículos' })).toHaveValue('ABC1234')
  })
})
