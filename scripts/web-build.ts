import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { paginasPublicas } from '../src/shared/site/paginas'

const root = path.resolve(import.meta.dirname, '..')
const inputs = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'package-lock.json',
  'scripts/web-build.ts',
  'scripts/prerender-site.ts',
]
// The app's entry and every pre-rendered public page: a build that stopped half-way counts as stale.
const outputs = [
  path.join(root, 'dist/web/index.html'),
  ...paginasPublicas.map((pagina) => path.join(root, 'dist/web/site', pagina.arquivo)),
]

function newestMtime(p: string): number {
  const full = path.join(root, p)
  if (!existsSync(full)) return 0
  const st = statSync(full)
  if (!st.isDirectory()) return st.mtimeMs
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs)
}

/** True when dist/web (the app or any public page) is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return inputs.some((p) => newestMtime(p) > built)
}

/** Builds the web app with Vite and pre-renders the public pages when missing or stale (npm start, e2e). */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return
  await buildWeb()
}

/** `npm run build`: the client bundles (app and site), then the public pages' HTML. */
export async function buildWeb(): Promise<void> {
  console.log('Construindo a interface web (vite build e páginas públicas)…')
  const { build } = await import('vite')
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' })
  const { prerenderSite } = await import('./prerender-site')
  await prerenderSite()
}
