import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json']
const output = path.join(root, 'dist/web/index.html')

function newestMtime(p: string): number {
  const full = path.join(root, p)
  if (!existsSync(full)) return 0
  const st = statSync(full)
  if (!st.isDirectory()) return st.mtimeMs
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs)
}

/** True when dist/web is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return inputs.some((p) => newestMtime(p) > built)
}

/** Builds the web app with Vite when it is missing or stale (npm start, e2e). */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return
  console.log('Construindo a interface web (vite build)…')
  const { build } = await import('vite')
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' })
}
