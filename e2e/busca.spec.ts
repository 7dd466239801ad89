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

// A page opened by its address loads its screen's code first: slow on a busy machine.
const CARREGAR = { timeout: 20_000 }

/** Accented records in every register, each beside an unaccented one the search must leave out. */
async function seedAcentuados(page: Page) {
  const joao = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'João da Conceição',
  })
  const maria = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '29537995593',
    nome_razao: 'Maria Souza',
  })
  const citroen = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: joao.id,
    marca: 'Citroën',
    modelo: 'C4 Cactus',
    placa: 'ABC1D23',
  })
  const uno = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: maria.id,
    marca: 'Fiat',
    modelo: 'Uno',
    placa: 'XYZ9876',
  })
  for (const nome of ['Antônio Gonçalves', 'Carlos Lima']) await post(page, '/api/tecnicos', { nome })
  for (const descricao of ['Alinhamento Rápido', 'Balanceamento'])
    await post(page, '/api/servicos', { descricao, preco_publico: 8000 })
  for (const [sku, descricao] of [
    ['OLEO-1', 'Óleo de Câmbio'],
    ['FILTRO-1', 'Filtro de ar'],
  ])
    await post(page, '/api/produtos', { sku, descricao, preco_publico: 9000 })
  const osJoao = await post<{ numero_os: string }>(page, '/api/os', {
    cliente_id: joao.id,
    veiculo_id: citroen.id,
  })
  const osMaria = await post<{ numero_os: string }>(page, '/api/os', {
    cliente_id: maria.id,
    veiculo_id: uno.id,
  })
  return { osJoao, osMaria }
}

test('busca sem acentos: listas, busca global, lista de OS e seletores acham nomes acentuados', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signUp(page)
  const { osJoao, osMaria } = await seedAcentuados(page)

  // Each register list, typed without accents: the accented record shows, its neighbour goes.
  for (const [rota, busca, termo, achado, outro] of [
    ['clientes', 'Buscar clientes', 'joao', 'João da Conceição', 'Maria Souza'],
    ['veiculos', 'Buscar veículos', 'citroen', 'Citroën', 'Fiat'],
    ['tecnicos', 'Buscar técnicos', 'ANTONIO', 'Antônio Gonçalves', 'Carlos Lima'],
    ['servicos', 'Buscar serviços', 'rapido', 'Alinhamento Rápido', 'Balanceamento'],
    ['produtos', 'Buscar produtos', 'oleo de cambio', 'Óleo de Câmbio', 'Filtro de ar'],
  ] as const) {
    await page.goto(`/cadastros/${rota}`)
    await expect(page.getByRole('cell', { name: outro, exact: true })).toBeVisible(CARREGAR)
    await page.getByRole('searchbox', { name: busca }).fill(termo)
    await expect(page.getByRole('cell', { name: outro, exact: true })).toBeHidden()
    await expect(page.getByRole('cell', { name: achado, exact: true })).toBeVisible()
  }

  // The top bar: clients and vehicles.
  const busca = page.getByRole('combobox', { name: 'Buscar', exact: true })
  const resultados = page.getByRole('listbox', { name: 'Resultados da busca' })
  await busca.fill('joao da conceicao')
  await expect(resultados.getByRole('group', { name: 'Clientes' }).getByRole('option')).toHaveText([
    /João da Conceição/,
  ])
  await busca.fill('citroen')
  await expect(resultados.getByRole('group', { name: 'Veículos' }).getByRole('option')).toHaveText([
    /Citroën/,
  ])
  await page.keyboard.press('Escape')

  // The OS list, by the client's name.
  await page.goto('/os')
  await expect(page.getByRole('cell', { name: osMaria.numero_os, exact: true })).toBeVisible(CARREGAR)
  await page.getByRole('searchbox', { name: 'Buscar ordens de serviço' }).fill('JOAO DA CONCEICAO')
  await expect(page.getByRole('cell', { name: osMaria.numero_os, exact: true })).toBeHidden()
  await expect(page.getByRole('cell', { name: osJoao.numero_os, exact: true })).toBeVisible()

  // Every picker of the OS form.
  await page.goto('/os/nova')
  for (const [campo, busca, termo, achado, outro] of [
    ['Cliente', 'Buscar cliente', 'joao', /João da Conceição/, /Maria Souza/],
    ['Veículo', 'Buscar veículo', 'citroen', /Citroën/, 'Nenhum veículo'],
    ['Técnico responsável', 'Buscar técnico', 'goncalves', /Antônio Gonçalves/, /Carlos Lima/],
    ['Serviço', 'Buscar serviço', 'rapido', /Alinhamento Rápido/, /Balanceamento/],
    ['Produto', 'Buscar produto', 'cambio', /Óleo de Câmbio/, /Filtro de ar/],
  ] as const) {
    if (campo === 'Produto') await page.getByRole('tab', { name: /Produtos/ }).click()
    await page.getByRole('combobox', { name: campo, exact: true }).click()
    await expect(page.getByRole('option', { name: outro })).toBeVisible()
    await page.getByRole('combobox', { name: busca }).fill(termo)
    await expect(page.getByRole('option', { name: outro })).toBeHidden()
    await page.getByRole('option', { name: achado }).click()
    await expect(page.getByRole('combobox', { name: campo, exact: true })).toHaveText(achado)
  }

  // Receivables are searched by client through the same picker.
  await page.goto('/contas-receber')
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).click()
  await page.getByRole('combobox', { name: 'Buscar cliente' }).fill('JOÃO')
  await expect(page.getByRole('option', { name: /Maria Souza/ })).toBeHidden()
  await page.getByRole('option', { name: /João da Conceição/ }).click()
  await expect(page).toHaveURL(/cliente_id=/)
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
