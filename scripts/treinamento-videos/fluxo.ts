import { type APIRequestContext, expect as expectPadrao, type Locator, type Page } from '@playwright/test'
import type { Demo } from './servidor'

/** Playwright's expect with room for a busy machine (the recordings share it with Chromium and the server). */
export const expect = expectPadrao.configure({ timeout: 120_000 })

/** What a recording needs besides its page. */
export interface Contexto {
  demo: Demo
  fotos: { antes: string; depois: string }
  /** Marks the moment the first screen is ready: the video is cut to start there. */
  comecar(): void
}

/** One training video: sets up its data through the API (off camera), then performs the flow on camera. */
export interface Fluxo<T = unknown> {
  /** The video's `id` in content/treinamento/treinamento.json. */
  id: string
  /** Signs in as the demo admin before the recording starts (the first video shows the sign-in itself). */
  entrar: boolean
  preparar?(api: APIRequestContext, ctx: Contexto): Promise<T>
  gravar(page: Page, dados: T, ctx: Contexto): Promise<void>
}

export const fluxo = <T>(f: Fluxo<T>): Fluxo => f as Fluxo

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notificações do sistema/ })
    .getByText(text, { exact: typeof text === 'string' })
    .first()

/** Opens a combobox by its label and picks the option. */
export async function escolher(page: Page, escopo: Page | Locator, campo: string, opcao: string | RegExp) {
  await escopo.getByRole('combobox', { name: campo, exact: true }).click()
  await page.waitForTimeout(400)
  await page.getByRole('option', { name: opcao, exact: typeof opcao === 'string' }).click()
}

/** POSTs (or PATCHes) through the signed-in context, failing with the server's answer. */
export async function enviar<R>(
  api: APIRequestContext,
  url: string,
  data: unknown,
  metodo: 'post' | 'patch' = 'post',
): Promise<R> {
  const res = await api[metodo](url, { data })
  if (!res.ok()) throw new Error(`${metodo.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as R
}

export async function buscar<R>(api: APIRequestContext, url: string): Promise<R> {
  const res = await api.get(url)
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as R
}

/** The side menu's link (opening its group first when it is closed). */
export async function menu(page: Page, grupo: string | null, link: string) {
  const lateral = page.getByRole('complementary', { name: 'Menu principal' })
  const alvo = lateral.getByRole('link', { name: link, exact: true })
  if (grupo && !(await alvo.isVisible())) {
    await lateral.getByRole('button', { name: grupo, exact: true }).click()
    await page.waitForTimeout(500)
  }
  await alvo.click()
}
