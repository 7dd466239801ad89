import { expect, type Locator, type Page, test } from '@playwright/test'
import { signUp } from './fixtures'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

/** Every page the phone's 'Mais' sheet opens, and the heading it shows. */
const maisOpcoes: [string, RegExp, string][] = [
  ['Meus serviços', /\/meus-servicos$/, 'Meus serviços'],
  ['Pátio', /\/patio$/, 'Pátio'],
  ['Agenda', /\/agenda(\?.*)?$/, 'Agenda'],
  ['Revisões', /\/agenda\/revisoes$/, 'Revisões'],
  ['Notas fiscais', /\/notas-fiscais$/, 'Notas fiscais'],
  ['Relatório de Serviços', /\/relatorios\/servico$/, 'Relatório de Serviços'],
  ['Relatório Financeiro', /\/relatorios\/financeiro$/, 'Relatório Financeiro'],
  ['Clientes', /\/cadastros\/clientes$/, 'Clientes'],
  ['Veículos', /\/cadastros\/veiculos$/, 'Veículos'],
  ['Técnicos', /\/cadastros\/tecnicos$/, 'Técnicos'],
  ['Serviços', /\/cadastros\/servicos$/, 'Serviços'],
  ['Produtos', /\/cadastros\/produtos$/, 'Produtos'],
  ['Treinamento', /\/treinamento(\/\w+)?$/, 'Centro de Treinamento'],
  ['Configurações', /\/configuracoes$/, 'Configurações'],
]

const larguraDaPagina = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test('em 375 px a barra inferior aparece e Mais abre cada módulo, Produtos incluído', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)

  await expect(page.getByRole('complementary', { name: 'Menu principal' })).toBeHidden()
  const bar = page.getByRole('navigation', { name: 'Menu inferior' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(bar.getByRole('link', { name: 'O.S.' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Financeiro' })).toBeVisible()

  await bar.getByRole('button', { name: 'Mais' }).click()
  const sheet = page.getByRole('dialog', { name: 'Mais opções' })
  await expect(sheet.getByRole('link')).toHaveText(maisOpcoes.map(([nome]) => nome))
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  for (const [nome, url, titulo] of maisOpcoes) {
    await bar.getByRole('button', { name: 'Mais' }).click()
    await page
      .getByRole('dialog', { name: 'Mais opções' })
      .getByRole('link', { name: nome, exact: true })
      .click()
    await expect(page, nome).toHaveURL(url)
    // The router keeps the last page until the new one's code has loaded: allow a slow first load.
    await expect(page.getByRole('heading', { level: 1, name: titulo, exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByRole('dialog', { name: 'Mais opções' })).toBeHidden()
  }
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)
})

/** Words of the element's visible text that the layout split over two lines (a break inside a word). */
function palavrasPartidas(elemento: Locator): Promise<string[]> {
  return elemento.evaluate((raiz) => {
    const partidas: string[] = []
    const textos = document.createTreeWalker(raiz, NodeFilter.SHOW_TEXT)
    for (let no = textos.nextNode(); no; no = textos.nextNode()) {
      // Screen-reader-only text (1 px wide) is not laid out for reading.
      if ((no.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
      for (const palavra of (no.textContent ?? '').matchAll(/\S+/g)) {
        const trecho = document.createRange()
        trecho.setStart(no, palavra.index)
        trecho.setEnd(no, palavra.index + palavra[0].length)
        const linhas = new Set([...trecho.getClientRects()].filter((r) => r.width > 0).map((r) => r.top))
        if (linhas.size > 1) partidas.push(palavra[0])
      }
    }
    return partidas
  })
}

test('em 375 px: Permissões sem palavras partidas, abas de Configurações visíveis, dica dos indicadores', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signUp(page)

  // The dashboard's figures explain themselves on a tap.
  await page.getByRole('button', { name: 'O que é OS abertas?' }).tap()
  const dica = page.getByRole('dialog', { name: 'OS abertas' })
  await expect(dica).toContainText('OS ainda não concluídas, entregues nem canceladas hoje')
  await page.keyboard.press('Escape')
  await expect(dica).toBeHidden()

  await page.goto('/configuracoes?aba=permissoes')
  // Every tab on screen, none cut at the edge: the row wraps instead of scrolling out of sight.
  const abas = page.getByRole('tablist')
  await expect(abas.getByRole('tab')).toHaveCount(12)
  for (const aba of await abas.getByRole('tab').all()) {
    const caixa = await aba.boundingBox()
    expect(caixa && caixa.x >= 0 && caixa.x + caixa.width <= 375, String(await aba.textContent())).toBe(true)
  }
  expect(await abas.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)

  const matriz = page.getByRole('table', { name: 'Permissões por módulo' })
  await expect(matriz.getByRole('switch')).toHaveCount(32)
  await expect(matriz.getByRole('rowheader', { name: 'Configurações' })).toBeVisible()
  expect(await palavrasPartidas(matriz)).toEqual([])
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)
})

/** POST through the page's session, expecting 2xx. */
async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data })
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

/** A client and an OS of theirs, moved through `status` in order. */
async function criarOs(page: Page, status: string[]) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Cliente do Celular',
  })
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: 'Revisão',
    preco_publico: 20_000,
  })
  const os = await post<{ id: string; numero_os: string }>(page, '/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 20_000 }],
  })
  for (const s of status) await post(page, `/api/os/${os.id}/status`, { status: s })
  return os
}

test('em 375 px o cartão de uma OS concluída não mostra um traço solto', async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page)
  const os = await criarOs(page, ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido'])
  await page.goto('/os')
  const cartao = page
    .getByRole('list', { name: 'Ordens de serviço' })
    .getByRole('listitem')
    .filter({ hasText: os.numero_os })
  await expect(cartao).toContainText('Cliente do Celular')
  await expect(cartao).toContainText('R$ 200,00')
  await expect(cartao).not.toContainText('—')
})

/** The toast with this text, once on screen. */
async function aviso(page: Page, texto: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: texto })
  await expect(toast).toBeVisible()
  // Wait for the toast's entrance to settle before measuring it.
  await expect(async () => {
    const a = await toast.boundingBox()
    await page.waitForTimeout(100)
    expect(await toast.boundingBox()).toEqual(a)
  }).toPass()
  return toast
}

/** Whether two elements' boxes share any area. */
async function sobrepoe(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) throw new Error('element not on screen')
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

test('em 375 px um aviso não cobre o botão principal: barra da OS, cabeçalho e diálogo', async ({ page }) => {
  test.setTimeout(60_000)
  await signUp(page)
  const os = await criarOs(page, ['orcamento_enviado', 'aprovado'])

  // The OS's fixed status bar, above the bottom menu: the toast of a status change stays clear of it.
  await page.goto(`/os/${os.id}`)
  const barra = page.getByRole('region', { name: 'Ações da OS' })
  await barra.getByRole('button', { name: 'Iniciar Execução' }).click()
  // Starting has no way back to Aprovado: it is confirmed first.
  await page
    .getByRole('alertdialog', { name: `Iniciar a execução da ${os.numero_os}?` })
    .getByRole('button', { name: 'Iniciar Execução' })
    .click()
  const status = await aviso(page, 'Status atualizado: Em Execução')
  for (const botao of await barra.getByRole('button').all()) expect(await sobrepoe(status, botao)).toBe(false)
  expect(await sobrepoe(status, page.getByRole('navigation', { name: 'Menu inferior' }))).toBe(false)

  // A dialog's own buttons: the toast of a refused save goes to the top while the dialog is open.
  await page.goto('/cadastros/tecnicos')
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  const dialogo = page.getByRole('dialog', { name: 'Novo Técnico' })
  await dialogo.getByRole('button', { name: 'Salvar' }).click()
  const recusa = await aviso(page, 'O nome é obrigatório')
  expect(await sobrepoe(recusa, dialogo.getByRole('button', { name: 'Salvar' }))).toBe(false)
  expect(await sobrepoe(recusa, dialogo.getByRole('button', { name: 'Cancelar' }))).toBe(false)

  // The page header's action, once the dialog closed.
  await dialogo.getByRole('textbox', { name: 'Nome' }).fill('Ana Técnica')
  await dialogo.getByRole('button', { name: 'Salvar' }).click()
  const salvo = await aviso(page, 'Técnico cadastrado')
  expect(await sobrepoe(salvo, page.getByRole('button', { name: 'Adicionar', exact: true }).first())).toBe(
    false,
  )
})

test.describe('no computador', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false })

  test('um aviso não cobre as ações do cabeçalho nem os botões do formulário', async ({ page }) => {
    test.setTimeout(60_000)
    await signUp(page)
    await page.goto('/cadastros/tecnicos')
    const adicionar = page.getByRole('button', { name: 'Adicionar', exact: true }).first()
    await adicionar.click()
    const dialogo = page.getByRole('dialog', { name: 'Novo Técnico' })
    await dialogo.getByRole('button', { name: 'Salvar' }).click()
    const recusa = await aviso(page, 'O nome é obrigatório')
    expect(await sobrepoe(recusa, dialogo.getByRole('button', { name: 'Salvar' }))).toBe(false)
    await dialogo.getByRole('textbox', { name: 'Nome' }).fill('Ana Técnica')
    await dialogo.getByRole('button', { name: 'Salvar' }).click()
    expect(await sobrepoe(await aviso(page, 'Técnico cadastrado'), adicionar)).toBe(false)

    // The company form's button at the end of the page, scrolled into view at the bottom right.
    await page.goto('/configuracoes')
    const salvar = page.getByRole('button', { name: 'Salvar Configurações' })
    await salvar.scrollIntoViewIfNeeded()
    await salvar.click()
    expect(await sobrepoe(await aviso(page, 'Configurações salvas com sucesso'), salvar)).toBe(false)
  })
})
