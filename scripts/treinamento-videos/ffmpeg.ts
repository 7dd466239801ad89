import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** The system's ffmpeg (PATH), or a message saying how to install it. */
export function ffmpegDoSistema(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('ffmpeg não encontrado no PATH: instale-o (Debian/Ubuntu: apt-get install ffmpeg)')
  }
}

/**
 * Playwright's recordVideo pipes the page's frames into `<registry>/ffmpeg-<revision>/ffmpeg-linux`
 * (the build `npx playwright install ffmpeg` downloads). Instead of downloading it, a registry folder of
 * our own (PLAYWRIGHT_BROWSERS_PATH, read when playwright-core loads) holds a link to the system's
 * ffmpeg there. Chromium itself is launched by path, so nothing else is looked up in that folder.
 * Call before importing playwright-core.
 */
export function usarFfmpegDoSistemaNoPlaywright(registro: string, ffmpeg: string): void {
  // playwright-core as @playwright/test loads it.
  const doTest = createRequire(createRequire(import.meta.url).resolve('@playwright/test/package.json'))
  const browsersJson = path.join(
    path.dirname(doTest.resolve('playwright-core/package.json')),
    'browsers.json',
  )
  const browsers = JSON.parse(readFileSync(browsersJson, 'utf8')).browsers as {
    name: string
    revision: string
  }[]
  const revisao = browsers.find((b) => b.name === 'ffmpeg')?.revision
  if (!revisao) throw new Error(`${browsersJson} não descreve o ffmpeg do Playwright`)
  const executavel = process.platform === 'darwin' ? 'ffmpeg-mac' : 'ffmpeg-linux'
  const dir = path.join(registro, `ffmpeg-${revisao}`)
  mkdirSync(dir, { recursive: true })
  if (!existsSync(path.join(dir, executavel))) symlinkSync(ffmpeg, path.join(dir, executavel))
  process.env.PLAYWRIGHT_BROWSERS_PATH = registro
}

function rodar(ffmpeg: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const filho = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let erro = ''
    filho.stderr.on('data', (chunk) => {
      erro += chunk
    })
    filho.on('error', reject)
    filho.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg terminou com ${code}: ${erro.slice(-2000)}`)),
    )
  })
}

/** Limits of a shipped file: the target, and the hard limit the tests check. */
export const ALVO_BYTES = 2 * 1024 * 1024
export const LIMITE_BYTES = 3 * 1024 * 1024

/** Of a wait longer than this (seconds) between the moments kept, the rest plays RAPIDEZ times faster. */
const ESPERA_NORMAL = 1.2
const RAPIDEZ = 5

/**
 * The video's time as a piecewise linear function of the recording's (an ffmpeg setpts expression):
 * the moments to keep at their pace, and of each stretch between them (the page waiting on the machine:
 * a click's response, a screen loading), ESPERA_NORMAL seconds as it was and the rest RAPIDEZ times faster.
 */
export function tempoEditado(manter: [number, number][], inicioS: number): string {
  const trechos: { de: number; fator: number }[] = []
  let t = 0
  const momentos = manter
    .map(([a, b]) => [a - inicioS, b - inicioS] as const)
    .filter(([, b]) => b > 0)
    .sort((x, y) => x[0] - y[0])
  for (const [a, b] of momentos) {
    const de = Math.max(a, t)
    if (de - t > ESPERA_NORMAL) {
      trechos.push({ de: t, fator: 1 }, { de: t + ESPERA_NORMAL, fator: 1 / RAPIDEZ })
    } else if (de > t) trechos.push({ de: t, fator: 1 })
    if (b > de) trechos.push({ de, fator: 1 })
    t = Math.max(t, b)
  }
  trechos.push({ de: t, fator: 1 })
  // The output time where each stretch starts, then nested ifs from the last stretch back.
  let saida = 0
  const comSaida = trechos.map((trecho, i) => {
    const inicio = saida
    const fim = trechos[i + 1]?.de
    if (fim !== undefined) saida += (fim - trecho.de) * trecho.fator
    return { ...trecho, inicio }
  })
  let expr = ''
  for (let i = comSaida.length - 1; i >= 0; i--) {
    const { de, fator, inicio } = comSaida[i]
    const aqui = `(${inicio.toFixed(3)}+(T-${de.toFixed(3)})*${fator})`
    expr = i === comSaida.length - 1 ? aqui : `if(lt(T,${comSaida[i + 1].de.toFixed(3)}),${aqui},${expr})`
  }
  return `${expr}/TB`
}

/**
 * Re-encodes Playwright's recording (VP9 at a high bitrate) into a small WebM: VP9 at constant quality,
 * no audio, from `inicioS` seconds on (the blank page before the first screen is cut), with the waits
 * between the moments kept shortened (tempoEditado). Raises the CRF until the file fits ALVO_BYTES;
 * answers the final size.
 */
export async function reencodar(
  ffmpeg: string,
  entrada: string,
  saida: string,
  inicioS: number,
  manter: [number, number][],
): Promise<number> {
  const temporario = `${saida}.tmp.webm`
  for (const crf of [42, 48, 54, 60]) {
    // biome-ignore format: one option and its value per line reads best
    await rodar(ffmpeg, [
      '-loglevel', 'error', '-y',
      '-ss', inicioS.toFixed(2),
      '-i', entrada,
      '-an',
      '-vf', `setpts='${tempoEditado(manter, inicioS)}',fps=12`,
      '-c:v', 'libvpx-vp9',
      '-crf', String(crf), '-b:v', '0',
      '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1',
      '-g', '150',
      '-pix_fmt', 'yuv420p',
      temporario,
    ])
    const { size } = statSync(temporario)
    if (size <= ALVO_BYTES || crf === 60) {
      if (size > LIMITE_BYTES) throw new Error(`${saida}: ${size} bytes, acima do limite de 3 MB`)
      renameSync(temporario, saida)
      return size
    }
  }
  throw new Error('inalcançável')
}

/** A frame of a video as PNG (checking a recording by eye). */
export const quadro = (ffmpeg: string, video: string, segundo: number, png: string) =>
  rodar(ffmpeg, ['-loglevel', 'error', '-y', '-ss', String(segundo), '-i', video, '-frames:v', '1', png])
