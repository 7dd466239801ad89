import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { paginasPublicas } from '../../shared/site/paginas'

/** A web build of a test's own (createTestApp's webDir): the app's index, one hashed asset, the public pages. */
export function buildWebDir(): { dir: string; asset: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bancada-web-'))
  mkdirSync(path.join(dir, 'site'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
  writeFileSync(path.join(dir, 'assets', 'index-a1b2c3d4.js'), 'console.log("app")')
  for (const p of paginasPublicas) {
    writeFileSync(
      path.join(dir, 'site', p.arquivo),
      `<!doctype html><title>${p.titulo}</title><h1>${p.path}</h1>`,
    )
  }
  return { dir, asset: '/assets/index-a1b2c3d4.js' }
}
