// @ts-check
// Plain JavaScript: scripts/start.mjs reads it before any TypeScript can run (docs/decisions/024-partida-rapida.md).
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/**
 * What `npm start` builds into dist/: each output with the sources it is made from. A stamp file, written
 * when the whole build has finished, stands for the output: a build stopped half-way leaves none.
 * @type {Record<'web' | 'server', { stamp: string; inputs: string[] }>}
 */
export const builds = {
  web: {
    stamp: 'dist/web/.build-stamp',
    inputs: [
      'src/web',
      'src/shared',
      'vite.config.ts',
      'package-lock.json',
      'scripts/web-build.ts',
      'scripts/prerender-site.ts',
      'scripts/build-stamp.mjs',
    ],
  },
  server: {
    stamp: 'dist/server/.build-stamp',
    inputs: [
      'src/server',
      'src/shared',
      'package-lock.json',
      'scripts/server-build.ts',
      'scripts/build-stamp.mjs',
    ],
  },
}

/** @param {string} full @returns {number} the newest modification time under `full` (0 when missing). */
function newestMtime(full) {
  if (!existsSync(full)) return 0
  const st = statSync(full)
  if (!st.isDirectory()) return st.mtimeMs
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(full, name))),
    st.mtimeMs,
  )
}

/** @param {keyof typeof builds} name @returns {boolean} true when the output is missing or older than a source. */
export function buildIsStale(name) {
  const { stamp, inputs } = builds[name]
  const file = path.join(root, stamp)
  if (!existsSync(file)) return true
  const built = statSync(file).mtimeMs
  return inputs.some((input) => newestMtime(path.join(root, input)) > built)
}

/**
 * Runs `build` between removing the stamp and writing it again.
 * @param {keyof typeof builds} name
 * @param {() => Promise<void>} build
 */
export async function stamped(name, build) {
  const file = path.join(root, builds[name].stamp)
  rmSync(file, { force: true })
  await build()
  writeFileSync(file, `${new Date().toISOString()}\n`)
}
