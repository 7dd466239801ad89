// Renders every public page (src/shared/site/paginas.ts) to static HTML after the client build:
// dist/web/site/<arquivo>, a complete document per page that the server answers for its path. The pages
// are React components rendered on the server with Vite's SSR loader, so they use the same code and
// transforms as the browser bundle that hydrates their islands.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { paginasPublicas } from '../src/shared/site/paginas'

const root = path.resolve(import.meta.dirname, '..')
const distWeb = path.join(root, 'dist/web')
const siteTemplate = path.join(distWeb, 'site.html')
const siteDocumentModule = '/features/site/render/documento.tsx'

/** The Latin subset of Inter is what every page paints with: preloading it avoids a late font swap. */
function fontPreload(): string {
  const assets = path.join(distWeb, 'assets')
  const font = readdirSync(assets).find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name))
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : ''
}

/** Writes dist/web/site/*.html from the built template; run after `vite build`. */
export async function prerenderSite(): Promise<void> {
  if (!existsSync(siteTemplate)) throw new Error('dist/web/site.html não existe: rode `vite build` antes.')
  const template = readFileSync(siteTemplate, 'utf8')
  const { createServer } = await import('vite')
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'warn',
  })
  try {
    const { renderDocumento } = (await vite.ssrLoadModule(siteDocumentModule)) as {
      renderDocumento: (template: string, path: string, extraHead?: string) => string
    }
    const extraHead = fontPreload()
    const outDir = path.join(distWeb, 'site')
    mkdirSync(outDir, { recursive: true })
    for (const pagina of paginasPublicas) {
      writeFileSync(path.join(outDir, pagina.arquivo), renderDocumento(template, pagina.path, extraHead))
    }
  } finally {
    await vite.close()
  }
  // The bare template is not a page: keep it from being served as /site.html.
  rmSync(siteTemplate)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderSite()
  console.log(`${paginasPublicas.length} páginas públicas geradas em dist/web/site/`)
}
