import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { reencodar } from './ffmpeg'
import type { Contexto, Fluxo } from './fluxo'
import { fluxosOs } from './fluxo-os'
import { fluxosBasicos } from './fluxos-basicos'
import { fluxosEstoqueFinanceiro } from './fluxos-estoque-financeiro'
import { desenharFotos } from './fotos'
import { iniciarLinhaDoTempo, instalarLegenda } from './legenda'
import type { Servidor } from './servidor'

/** Every recording, in the order of content/treinamento/treinamento.json. */
export const fluxos: Fluxo[] = [...fluxosBasicos, ...fluxosOs, ...fluxosEstoqueFinanceiro]

const TAMANHO = { width: 1280, height: 720 }

/** The screens the flows open: loaded once off camera, so the recording does not wait for their code. */
const AQUECER = [
  '/dashboard',
  '/cadastros/clientes',
  '/cadastros/veiculos',
  '/cadastros/produtos',
  '/os/nova',
  '/contas-receber',
]

/** A signed-in context's HTTP cache gets the app's code before the recorded page opens. */
async function aquecer(context: BrowserContext) {
  const page = await context.newPage()
  for (const rota of AQUECER) {
    await page.goto(rota)
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 })
  }
  await page.close()
}

/**
 * Records each flow in a context of its own (Playwright's recordVideo, 12 frames a second, with the
 * pointer drawn at each click) and writes `<saidaDir>/<arquivo>.webm`, re-encoded small.
 */
export async function gravar(opts: {
  servidor: Servidor
  fluxos: { fluxo: Fluxo; arquivo: string }[]
  ffmpeg: string
  saidaDir: string
  tmp: string
}): Promise<void> {
  const { servidor, ffmpeg, saidaDir, tmp } = opts
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const fotos = await desenharFotos(browser, tmp)
    mkdirSync(saidaDir, { recursive: true })
    for (const { fluxo, arquivo } of opts.fluxos) {
      await gravarUm({ browser, servidor, fluxo, arquivo, fotos, ffmpeg, saidaDir, tmp })
    }
  } finally {
    await browser.close()
  }
}

async function gravarUm(opts: {
  browser: Browser
  servidor: Servidor
  fluxo: Fluxo
  arquivo: string
  fotos: Contexto['fotos']
  ffmpeg: string
  saidaDir: string
  tmp: string
}) {
  const { browser, servidor, fluxo, arquivo, fotos, ffmpeg, saidaDir, tmp } = opts
  const inicio = Date.now()
  console.log(`▶ ${fluxo.id}: gravando…`)
  const context = await browser.newContext({
    baseURL: servidor.url,
    viewport: TAMANHO,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['clipboard-read', 'clipboard-write'],
    recordVideo: {
      dir: path.join(tmp, 'bruto'),
      size: TAMANHO,
      fps: 12,
      showActions: {
        duration: 900,
        cursor: 'pointer',
        style: {
          highlight: 'outline: 3px solid rgba(234, 88, 12, 0.85); border-radius: 6px',
          title: 'display: none',
        },
      },
    },
  })
  try {
    await instalarLegenda(context)
    context.setDefaultTimeout(120_000)
    if (fluxo.entrar) {
      const res = await context.request.post('/api/auth/sign-in/email', {
        data: { email: servidor.demo.email, password: servidor.demo.senha },
      })
      if (!res.ok())
        throw new Error(`entrar como ${servidor.demo.email}: ${res.status()} ${await res.text()}`)
      await aquecer(context)
    }
    let corte = 0
    let zero = 0
    const ctx: Contexto = {
      demo: servidor.demo,
      fotos,
      comecar: () => {
        corte = Math.max(0, (Date.now() - zero) / 1000 - 0.3)
      },
    }
    const dados = await fluxo.preparar?.(context.request, ctx)
    zero = Date.now()
    const page = await context.newPage()
    const manter = iniciarLinhaDoTempo(page, zero)
    try {
      await fluxo.gravar(page, dados, ctx)
    } catch (error) {
      const tela = path.join(tmp, `${fluxo.id}-erro.png`)
      await page.screenshot({ path: tela }).catch(() => undefined)
      throw new Error(`${fluxo.id}: ${(error as Error).message}\n(tela no momento do erro: ${tela})`)
    }
    const duracao = (Date.now() - zero) / 1000 - corte
    const video = page.video()
    if (!video) throw new Error('o Playwright não gravou o vídeo')
    await context.close()
    const bruto = await video.path()
    const destino = path.join(saidaDir, `${arquivo}.webm`)
    console.log(
      `  ${fluxo.id}: gravado (${duracao.toFixed(0)} s; bruto ${kb(statSync(bruto).size)}), recodificando…`,
    )
    const tamanho = await reencodar(ffmpeg, bruto, destino, corte, manter)
    const total = ((Date.now() - inicio) / 1000).toFixed(0)
    console.log(`✓ ${fluxo.id}: ${path.relative(process.cwd(), destino)}, ${kb(tamanho)} (${total} s)`)
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
