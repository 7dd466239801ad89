import { gzipSync } from 'node:zlib'
import { expect, type Response, test } from '@playwright/test'
import { demoCredentials, signIn } from './fixtures'

// Issue 21 item 16: the first signed-in page opens fast on a phone. `npm run bench:app` prints the figures.
const JS_BUDGET_KB = 150

test('o primeiro acesso ao Dashboard baixa no máximo 150 KB de JavaScript (gzip)', async ({
  page,
  request,
}) => {
  const demo = await demoCredentials(request)
  const scripts: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response)
  })

  // A fresh browser context: nothing cached, as on a phone opening the app for the first time.
  await signIn(page, demo.email, demo.senha)
  await expect(page.getByText(demo.empresa)).toBeVisible()
  await page.waitForLoadState('networkidle')

  // The server compresses as it likes: the budget is the gzip size of each file's content.
  let gzipped = 0
  for (const response of scripts) gzipped += gzipSync(await response.body()).length
  expect(scripts.length).toBeGreaterThan(0)
  expect(gzipped / 1024, `${scripts.length} arquivos de JavaScript`).toBeLessThanOrEqual(JS_BUDGET_KB)
})

test('tela cujo código ainda chega mostra o esqueleto; se não chega, erro com Tentar novamente', async ({
  page,
  request,
}) => {
  const demo = await demoCredentials(request)
  await signIn(page, demo.email, demo.senha)
  const menu = page.getByRole('complementary', { name: 'Menu principal' })

  // Slow: the shell stays and the page's place shows that it is loading.
  let liberar = () => {}
  const chegou = new Promise<void>((resolve) => {
    liberar = resolve
  })
  await page.route('**/assets/contas-receber-page-*.js', async (route) => {
    await chegou
    await route.continue()
  })
  await menu.getByRole('link', { name: 'Contas a Receber' }).click()
  await expect(page.getByRole('main').getByRole('status', { name: 'Carregando' })).toBeVisible()
  liberar()
  await expect(page.getByRole('heading', { level: 1, name: 'Contas a Receber' })).toBeVisible()

  // Gone (a deploy replaced the files, the connection dropped): a message in Portuguese, never a blank page.
  await page.route('**/assets/relatorio-servico-page-*.js', (route) => route.abort())
  await page.goto('/relatorios/servico')
  const erro = page.getByRole('alert')
  await expect(erro.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible()
  await expect(erro.getByText('Não foi possível abrir esta tela.')).toBeVisible()
  await expect(menu).toBeVisible()

  // Trying again reloads the page, which downloads the files afresh.
  await page.unroute('**/assets/relatorio-servico-page-*.js')
  await erro.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório de Serviços' })).toBeVisible()

  // A menu whose code cannot be downloaded says so too, instead of a button that does nothing.
  await page.route('**/assets/user-menu-dropdown-*.js', (route) => route.abort())
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await expect(page.getByRole('alert').getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
})

test('uma tela aberta por link começa no topo; voltar devolve a rolagem de antes', async ({
  page,
  request,
}) => {
  const demo = await demoCredentials(request)
  await page.setViewportSize({ width: 375, height: 560 })
  await signIn(page, demo.email, demo.senha)
  const recentes = page.getByRole('list', { name: 'OS recentes' })
  await expect(recentes.getByRole('link').first()).toBeVisible()

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const rolagem = await page.evaluate(() => window.scrollY)
  expect(rolagem).toBeGreaterThan(200)

  await recentes.getByRole('link').last().click()
  await expect(page).toHaveURL(/\/os\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(rolagem)
})
