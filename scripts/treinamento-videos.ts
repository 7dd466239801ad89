// `npm run treinamento:videos [id…]`: records the training centre's five videos of Bancada itself and
// writes them to content/treinamento/videos/<arquivo>.webm, the files a fresh install plays with no
// internet. Run it again after the screens change; an id (from content/treinamento/treinamento.json)
// records just that video.
//
// How: a server of its own (scripts/e2e-server.ts on a free port, fresh embedded database in a temporary
// folder, the demo company, the local CEP fake), the system Chromium at 1280×720 and Playwright's
// recordVideo, with a narration bar in Portuguese injected into the page (treinamento-videos/legenda.ts)
// and the pointer drawn at each click. Each flow is in treinamento-videos/fluxo*.ts.
//
// ffmpeg: Playwright's recordVideo encodes with the ffmpeg build `npx playwright install ffmpeg` would
// download, looked up in its registry folder. This script never downloads it: it points
// PLAYWRIGHT_BROWSERS_PATH at a temporary registry whose ffmpeg is a link to the system's ffmpeg (which
// must be installed: apt-get install ffmpeg). The same ffmpeg then re-encodes each recording to VP9 at
// constant quality with no audio, cutting the blank start, so each file stays under 2 MB (3 MB at most).
// The captions and deliberate pauses keep their pace; the waits between them longer than 1.2 s (a screen
// loading on a busy machine) play 5 times faster (treinamento-videos/ffmpeg.ts, tempoEditado).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ffmpegDoSistema, usarFfmpegDoSistemaNoPlaywright } from './treinamento-videos/ffmpeg'
import { iniciarServidor } from './treinamento-videos/servidor'

const raiz = path.resolve(import.meta.dirname, '..')
const saidaDir = path.join(raiz, 'content/treinamento/videos')
const manifesto = JSON.parse(
  readFileSync(path.join(raiz, 'content/treinamento/treinamento.json'), 'utf8'),
) as {
  videos: { id: string; arquivo: string }[]
}

const pedidos = process.argv.slice(2).filter((arg) => arg !== '--')
const desconhecidos = pedidos.filter((id) => !manifesto.videos.some((video) => video.id === id))
if (desconhecidos.length > 0) {
  console.error(
    `Vídeo desconhecido: ${desconhecidos.join(', ')}. Os vídeos são: ${manifesto.videos.map((v) => v.id).join(', ')}`,
  )
  process.exit(1)
}

const tmp = mkdtempSync(path.join(tmpdir(), 'bancada-gravacao-'))
const ffmpeg = ffmpegDoSistema()
usarFfmpegDoSistemaNoPlaywright(path.join(tmp, 'playwright'), ffmpeg)
// Loaded after PLAYWRIGHT_BROWSERS_PATH is set: playwright-core reads it when it loads.
const { fluxos, gravar } = await import('./treinamento-videos/gravador')

const escolhidos = manifesto.videos
  .filter((video) => pedidos.length === 0 || pedidos.includes(video.id))
  .map((video) => {
    const fluxo = fluxos.find((f) => f.id === video.id)
    if (!fluxo) throw new Error(`nenhum roteiro grava o vídeo ${video.id}`)
    return { fluxo, arquivo: video.arquivo }
  })

console.log(`Gravando ${escolhidos.length} vídeo(s) do Centro de Treinamento; iniciando o servidor…`)
const servidor = await iniciarServidor()
let falhou = false
try {
  await gravar({ servidor, fluxos: escolhidos, ffmpeg, saidaDir, tmp })
  console.log(`Pronto: ${path.relative(process.cwd(), saidaDir)}`)
} catch (error) {
  falhou = true
  console.error(`\nA gravação falhou: ${(error as Error).message}`)
} finally {
  await servidor.parar()
  if (!falhou) rmSync(tmp, { recursive: true, force: true })
}
process.exit(falhou ? 1 : 0)
