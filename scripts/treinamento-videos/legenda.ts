import type { BrowserContext, Locator, Page } from '@playwright/test'

const CHAVE = 'bancada-treinamento-legenda'

/**
 * The narration bar: a fixed caption at the bottom of the screen (at the top on a phone-sized page, where
 * the bottom menu is), that clicks go through. Kept in sessionStorage so a full page load shows it again.
 * The app's toasts move up above it, so both can be read. Plain JavaScript in a string: a function would
 * reach the page as tsx compiled it, calling helpers the page does not have.
 */
const scriptDaLegenda = `(() => {
  const chave = ${JSON.stringify(CHAVE)}
  const mostrar = () => {
    const texto = sessionStorage.getItem(chave)
    let barra = document.getElementById(chave)
    if (!barra) {
      barra = document.createElement('div')
      barra.id = chave
      barra.setAttribute('aria-hidden', 'true')
      const estilo = document.createElement('style')
      estilo.textContent = \`
        #\${chave} { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647; pointer-events: none;
          display: flex; align-items: center; justify-content: center; min-height: 72px; padding: 10px 48px;
          box-sizing: border-box; background: rgba(15, 23, 42, 0.9); color: #fff; text-align: center;
          font: 600 22px/1.35 Inter, system-ui, sans-serif; }
        #\${chave}[hidden] { display: none; }
        @media (max-width: 639px) { #\${chave} { bottom: auto; top: 0; min-height: 0; padding: 10px 14px; font-size: 17px; } }
        @media (min-width: 640px) { [data-sonner-toaster][data-y-position='bottom'] { --offset-bottom: 96px !important; } }
      \`
      document.documentElement.append(estilo, barra)
    }
    barra.textContent = texto || ''
    barra.hidden = !texto
  }
  window.__legenda = mostrar
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mostrar)
  else mostrar()
})()`

/** Makes every page of the context able to show the narration bar. */
export async function instalarLegenda(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: scriptDaLegenda })
}

/** Reading time for a caption: ~20 characters a second after a short start, at least 2.2 s. */
export const tempoDeLeitura = (texto: string) => Math.max(2200, 700 + texto.length * 50)

/**
 * The moments of a recording meant to be watched at their pace (a caption being read, a deliberate
 * pause), in seconds since the page opened: the rest (the page waiting on a busy machine) is sped up.
 */
const marcas = new WeakMap<Page, { zero: number; manter: [number, number][] }>()

export function iniciarLinhaDoTempo(page: Page, zero: number): [number, number][] {
  const linha = { zero, manter: [] as [number, number][] }
  marcas.set(page, linha)
  return linha.manter
}

/** Waits `ms` as a moment to keep at its pace in the video. */
async function manter(page: Page, ms: number) {
  const inicio = Date.now()
  await page.waitForTimeout(ms)
  const linha = marcas.get(page)
  if (linha) linha.manter.push([(inicio - linha.zero) / 1000, (Date.now() - linha.zero) / 1000])
}

/** Shows `texto` in the narration bar and waits long enough to read it (or `ms`). */
export async function narrar(page: Page, texto: string, ms = tempoDeLeitura(texto)): Promise<void> {
  await page.evaluate(
    ([chave, valor]) => {
      sessionStorage.setItem(chave, valor)
      ;(window as unknown as { __legenda?: () => void }).__legenda?.()
    },
    [CHAVE, texto] as const,
  )
  await manter(page, ms)
}

/** A title card over the page, before the first step. */
export async function abertura(page: Page, titulo: string, descricao: string): Promise<void> {
  await page.screencast.showChapter(titulo, { description: descricao, duration: 3500 })
  await manter(page, 3700)
}

/**
 * Fills a field after clicking it, and lets the viewer see the result (its mask included). Typing key by
 * key looked nicer but took minutes on a busy machine.
 */
export async function digitar(campo: Locator, texto: string): Promise<void> {
  await campo.click()
  await campo.fill(texto)
  await manter(campo.page(), 500)
}

export const pausa = (page: Page, ms = 1200) => manter(page, ms)
