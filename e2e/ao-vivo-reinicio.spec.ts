import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, type Response, test } from '@playwright/test'
import { signUp } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// Live updates survive an app-server restart (issue 25): the board stays open in the browser while the
// server stops and starts again on the same address and database; the tab's stream reconnects by itself,
// refreshes what changed meanwhile, and carries the next changes, with no reload. A server of its own,
// since the shared one cannot be stopped.

let dataDir: string
let servidor: ServidorProprio
test.beforeAll(async () => {
  test.setTimeout(200_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-reinicio-'))
  servidor = await iniciarServidorProprio({}, { dataDir })
})
test.afterAll(async () => {
  await servidor?.parar()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const rascunhos = (page: Page) => page.getByTestId('patio-coluna-rascunho').getByTestId('patio-quantidade')
/** The tab's live stream answered (EventSource's GET /api/eventos). */
const fluxoAberto = (r: Response) => new URL(r.url()).pathname === '/api/eventos' && r.status() === 200

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201)
  return (await response.json()) as T
}

test('o servidor reinicia e o Pátio aberto volta a se atualizar sozinho, sem recarregar', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const context = await browser.newContext({
    baseURL: servidor.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  const page = await context.newPage()
  await signUp(page)
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Rui Reinício',
  })
  // Changes made through the API with the same session: not by the page, which only hears of them.
  const novaOs = () => post(page, '/api/os', { cliente_id: cliente.id })

  const conectou = page.waitForResponse(fluxoAberto)
  await page.goto('/patio')
  await expect(rascunhos(page)).toHaveText('0 OS')
  await conectou
  let recargas = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) recargas++
  })
  await novaOs()
  await expect(rascunhos(page)).toHaveText('1 OS', { timeout: 2_000 })

  await servidor.parar()
  const religou = page.waitForResponse(fluxoAberto, { timeout: 120_000 })
  servidor = await iniciarServidorProprio({}, { dataDir, port: Number(new URL(servidor.baseURL).port) })
  // Made as soon as the server answers, likely before the tab's next try (1, 2, 4 … s): not heard as an
  // event, but the reconnection refreshes the screen.
  await novaOs()
  await religou
  await expect(rascunhos(page)).toHaveText('2 OS', { timeout: 5_000 })
  // The stream carries changes again, within the live delay.
  await novaOs()
  await expect(rascunhos(page)).toHaveText('3 OS', { timeout: 2_000 })
  expect(recargas).toBe(0)
  await context.close()
})
