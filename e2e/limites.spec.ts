import { type Browser, expect, type Page, test } from '@playwright/test'
import { newAccount, signInThroughForm } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// The shared test server relaxes the rate limits; these tests need the real ones, on a server of their own.
let servidor: ServidorProprio
test.beforeAll(async () => {
  test.setTimeout(200_000)
  servidor = await iniciarServidorProprio({ E2E_LIMITES_REAIS: '1' })
})
test.afterAll(async () => {
  await servidor?.parar()
})

const telas = [
  '/dashboard',
  '/os',
  '/os/nova',
  '/contas-receber',
  '/relatorios/servico',
  '/relatorios/financeiro',
  '/cadastros/clientes',
  '/cadastros/veiculos',
  '/cadastros/produtos',
  '/configuracoes',
  '/notificacoes',
]
const telaDeErro = /Algo deu errado|^Erro$|Aguarde um instante|Página não encontrada/

/** A device of the shop: its own browser (no shared cache or cookies), a phone or a desktop. */
async function abrirAparelho(browser: Browser, celular: boolean, falhas: string[]): Promise<Page> {
  const context = await browser.newContext({
    baseURL: servidor.baseURL,
    ...(celular ? { viewport: { width: 375, height: 740 }, hasTouch: true } : {}),
  })
  const page = await context.newPage()
  page.on('response', (response) => {
    if (response.status() === 429 || response.status() >= 500) {
      falhas.push(`${response.status()} ${response.url()}`)
    }
  })
  return page
}

async function telaAberta(page: Page) {
  const titulo = page.getByRole('heading', { level: 1 }).first()
  // Five browsers on one machine: a screen may take a while; what matters is that it opens.
  await expect(titulo).toBeVisible({ timeout: 30_000 })
  await expect(titulo).not.toHaveText(telaDeErro)
}

/** Opens the main screens in turn, each by its address and then moving on through the app's own menu. */
async function usarAte(page: Page, fim: number, inicio: number, celular: boolean) {
  const menu = celular
    ? page.getByRole('navigation', { name: 'Menu inferior' })
    : page.getByRole('complementary', { name: 'Menu principal' })
  const atalhos = celular
    ? ['Dashboard', 'O.S.', 'Financeiro']
    : ['Dashboard', 'Contas a Receber', 'Configurações']
  for (let i = inicio; Date.now() < fim; i++) {
    await page.goto(telas[i % telas.length]!)
    await telaAberta(page)
    await menu.getByRole('link', { name: atalhos[i % atalhos.length], exact: true }).click()
    await telaAberta(page)
  }
}

test('cinco aparelhos atrás do mesmo roteador usam o sistema por um minuto sem bloqueio', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const demo = (await (await fetch(`${servidor.baseURL}/api/demo`)).json()) as {
    email: string
    senha: string
  }
  const falhas: string[] = []
  // Three desktops and two phones, every one a fresh browser loading the app: one IP, five sessions.
  const celulares = [false, false, false, true, true]
  const aparelhos = await Promise.all(celulares.map((celular) => abrirAparelho(browser, celular, falhas)))
  await Promise.all(aparelhos.map((page) => signInThroughForm(page, demo.email, demo.senha)))

  const fim = Date.now() + 60_000
  await Promise.all(aparelhos.map((page, i) => usarAte(page, fim, i * 2, celulares[i]!)))

  expect(falhas).toEqual([])
  await Promise.all(aparelhos.map((page) => page.context().close()))
})

test('uma sessão acima do limite vê em português quando tentar de novo, sem spinner nem JSON', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ baseURL: servidor.baseURL })
  const page = await context.newPage()
  const conta = newAccount()
  const cadastro = await page.request.post('/api/auth/sign-up/email', {
    data: { name: conta.nome, email: conta.email, password: conta.senha, nome_empresa: conta.empresa },
  })
  expect(cadastro.status()).toBe(200)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // Spends this session's whole budget, as a runaway script would, in batches.
  let limitado = false
  for (let lote = 0; lote < 100 && !limitado; lote++) {
    const respostas = await Promise.all(Array.from({ length: 50 }, () => page.request.get('/api/sessao')))
    limitado = respostas.some((resposta) => resposta.status() === 429)
  }
  expect(limitado).toBe(true)
  const aviso = /^Muitas solicitações em pouco tempo\. Tente novamente em (\d+ segundos|1 minuto)\.$/

  // Moving on inside the app: the screen's data is refused, and a toast says when to try again.
  await page
    .getByRole('complementary', { name: 'Menu principal' })
    .getByRole('link', { name: 'Configurações' })
    .click()
  await expect(page.getByText(aviso)).toBeVisible()

  // Opening the app again: a page that says so, not a spinner, a blank page or the raw answer.
  await page.reload()
  const alerta = page.getByRole('alert')
  await expect(alerta.getByRole('heading', { name: 'Aguarde um instante' })).toBeVisible()
  await expect(alerta.getByText(aviso)).toBeVisible()
  await expect(alerta.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('RATE_LIMITED')
  await context.close()
})
