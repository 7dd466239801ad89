import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { signIn, signUp } from './fixtures'

// The Pátio board (/patio): columns per status with counts, a card dragged to the next status (with the
// detail page's confirmation), a move the machine refuses snapping back, 'Só atrasadas', and at 375 px
// one column at a time with 'Mover para…'.

type Os = { id: string; numero_os: string }

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

// yyyy-MM-dd in the company's time zone (the server counts deadlines from its today).
const dia = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })

/** A draft, two approved OS (one late) and one in execution, all through the API. */
async function semear(page: Page) {
  const tag = randomUUID().slice(0, 6)
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: `Paula Pátio ${tag}`,
  })
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: `Revisão ${tag}`,
    preco_publico: 20000,
  })
  const nova = (extra: object = {}) =>
    post<Os>(page, '/api/os', {
      cliente_id: cliente.id,
      itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 20000 }],
      ...extra,
    })
  const mover = async (os: Os, ...statuses: string[]) => {
    for (const status of statuses) await post(page, `/api/os/${os.id}/status`, { status })
  }
  const rascunho = await nova({ previsao_entrega: dia(5) })
  const aprovada = await nova({ previsao_entrega: dia(5) })
  const atrasada = await nova({ previsao_entrega: dia(-3) })
  const emExecucao = await nova({ previsao_entrega: dia(5) })
  await mover(aprovada, 'orcamento_enviado', 'aprovado')
  await mover(atrasada, 'orcamento_enviado', 'aprovado')
  await mover(emExecucao, 'orcamento_enviado', 'aprovado', 'em_execucao')
  return { rascunho, aprovada, atrasada, emExecucao }
}

const coluna = (page: Page, status: string) => page.getByTestId(`patio-coluna-${status}`)
const quantidade = (page: Page, status: string) => coluna(page, status).getByTestId('patio-quantidade')
const cartao = (scope: Page | Locator, os: Os) => scope.getByRole('article', { name: os.numero_os })
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

/** Whether the element lies across the phone's width, from edge to edge (the board's one column). */
async function naTela(elemento: Locator) {
  const box = (await elemento.boundingBox())!
  return box.x >= 0 && box.x + box.width <= 375
}

/** Drags with the mouse as a person does: press, a few small moves, across, release. */
async function arrastar(page: Page, de: Locator, para: Locator) {
  const origem = (await de.boundingBox())!
  const destino = (await para.boundingBox())!
  const x = origem.x + origem.width / 2
  const y = origem.y + origem.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 10, y + 10, { steps: 4 })
  await page.mouse.move(destino.x + destino.width / 2, destino.y + 120, { steps: 15 })
  await page.mouse.up()
}

test.describe('no computador', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })

  test('pátio: contagens, arrastar com confirmação, recusa que volta e só atrasadas', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const conta = await signUp(page)
    const os = await semear(page)
    // A colleague in another browser has the board and the OS open: they follow without a reload.
    const outro = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'pt-BR' })
    const quadroDoOutro = await outro.newPage()
    await signIn(quadroDoOutro, conta.email, conta.senha)
    await quadroDoOutro.goto('/patio')
    await expect(cartao(coluna(quadroDoOutro, 'aprovado'), os.aprovada)).toBeVisible()
    const detalheDoOutro = await outro.newPage()
    await detalheDoOutro.goto(`/os/${os.aprovada.id}`)
    await expect(detalheDoOutro.getByTestId('os-status')).toHaveText('Aprovado')
    await page.goto('/patio')
    await expect(page.getByRole('heading', { level: 1, name: 'Pátio' })).toBeVisible()
    await expect(quantidade(page, 'rascunho')).toHaveText('1 OS')
    await expect(quantidade(page, 'aprovado')).toHaveText('2 OS')
    await expect(quantidade(page, 'em_execucao')).toHaveText('1 OS')
    await expect(quantidade(page, 'concluido')).toHaveText('0 OS')
    await expect(coluna(page, 'aprovado').getByTestId('patio-total')).toHaveText('R$ 400,00')
    await expect(coluna(page, 'concluido')).toContainText('Nenhuma OS nesta etapa')
    await expect(cartao(page, os.atrasada)).toContainText('3 d atrasado')
    await expect(cartao(page, os.atrasada)).toContainText('Atrasada')

    // Aprovado → Em Execução has no way back: the detail page's confirmation asks first.
    await arrastar(page, cartao(page, os.aprovada), coluna(page, 'em_execucao'))
    const confirmar = page.getByRole('alertdialog', {
      name: `Iniciar a execução da ${os.aprovada.numero_os}?`,
    })
    await confirmar.getByRole('button', { name: 'Iniciar Execução' }).click()
    await expect(toast(page, 'Status atualizado: Em Execução')).toBeVisible()
    await expect(cartao(coluna(page, 'em_execucao'), os.aprovada)).toBeVisible()
    await expect(quantidade(page, 'em_execucao')).toHaveText('2 OS')
    await expect(quantidade(page, 'aprovado')).toHaveText('1 OS')
    await expect(cartao(coluna(quadroDoOutro, 'em_execucao'), os.aprovada)).toBeVisible({ timeout: 2_000 })
    await expect(detalheDoOutro.getByTestId('os-status')).toHaveText('Em Execução', { timeout: 2_000 })
    await outro.close()

    // The machine refuses Rascunho → Em Execução: the card stays and the reason shows.
    await arrastar(page, cartao(page, os.rascunho), coluna(page, 'em_execucao'))
    await expect(toast(page, 'Não é possível passar de Rascunho para Em Execução')).toBeVisible()
    await expect(cartao(coluna(page, 'rascunho'), os.rascunho)).toBeVisible()
    await expect(quantidade(page, 'rascunho')).toHaveText('1 OS')

    await page.getByRole('checkbox', { name: 'Só atrasadas' }).check()
    await expect(page).toHaveURL(/atrasadas=1/)
    await expect(quantidade(page, 'aprovado')).toHaveText('1 OS')
    await expect(quantidade(page, 'em_execucao')).toHaveText('0 OS')
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(cartao(page, os.atrasada)).toBeVisible()
    await page.getByRole('checkbox', { name: 'Só atrasadas' }).uncheck()

    // The card opens its OS, which shows the status the board set.
    await cartao(page, os.aprovada).getByRole('link', { name: os.aprovada.numero_os, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/os/${os.aprovada.id}$`))
    await expect(page.getByTestId('os-status')).toHaveText('Em Execução')
  })

  test('tela cheia: sem menus, com botão para sair', async ({ page }) => {
    await signUp(page)
    await page.goto('/patio')
    await page.getByRole('button', { name: 'Tela cheia' }).click()
    await expect(page).toHaveURL(/tela=cheia/)
    await expect(page.getByRole('complementary', { name: 'Menu principal' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0)
    await expect(coluna(page, 'rascunho')).toBeVisible()
    await page.getByRole('button', { name: 'Sair da tela cheia' }).click()
    await expect(page.getByRole('complementary', { name: 'Menu principal' })).toBeVisible()
  })
})

test.describe('no celular', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('pátio em 375 px: uma coluna por vez e Mover para…', async ({ page }) => {
    test.setTimeout(90_000)
    await signUp(page)
    const os = await semear(page)
    await page.goto('/patio')
    await expect(cartao(page, os.rascunho)).toBeVisible()
    expect(await naTela(coluna(page, 'rascunho'))).toBe(true)
    expect(await naTela(coluna(page, 'orcamento_enviado'))).toBe(false)

    await cartao(page, os.rascunho)
      .getByRole('button', { name: `Mover ${os.rascunho.numero_os} para…` })
      .click()
    // Only where the machine lets a draft go (cancelling needs a permission the admin has).
    await expect(page.getByRole('menuitem')).toHaveText(['Orçamento Enviado', 'Cancelado'])
    await page.getByRole('menuitem', { name: 'Orçamento Enviado' }).click()
    await expect(toast(page, 'Orçamento enviado com sucesso!')).toBeVisible()
    await expect(quantidade(page, 'rascunho')).toHaveText('0 OS')

    await page
      .getByRole('navigation', { name: 'Etapas do pátio' })
      .getByRole('button', { name: /Orçamento Enviado/ })
      .click()
    await expect.poll(() => naTela(coluna(page, 'orcamento_enviado'))).toBe(true)
    expect(await naTela(coluna(page, 'rascunho'))).toBe(false)
    await expect(cartao(coluna(page, 'orcamento_enviado'), os.rascunho)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
