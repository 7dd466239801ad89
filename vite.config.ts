import { readFileSync } from 'node:fs'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// `.js` (TypeScript resolves it to the .ts file): Vite's config loader warns about extensionless imports.
import { pwaOptions } from './src/web/pwa.config.js'

const apiPort = process.env.API_PORT ?? '3001'
const webRoot = path.resolve(import.meta.dirname, 'src/web')

/** Module that renders a public page to a full HTML document (server side only). */
const siteDocumentModule = '/features/site/render/documento.tsx'

/**
 * `npm run dev`: Vite answers the public pages itself, rendering them on the server like the build's
 * prerender does (scripts/prerender-site.ts), so dev shows the same markup and islands as production.
 */
function sitePagesInDev(): Plugin {
  return {
    name: 'bancada-site-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
        try {
          // Loaded through Vite (not imported by this config) so edits to the pages apply on reload.
          const site = (await server.ssrLoadModule(siteDocumentModule)) as {
            isPaginaPublica: (path: string) => boolean
            renderDocumento: (template: string, path: string) => string
          }
          if (!site.isPaginaPublica(pathname)) return next()
          const template = await server.transformIndexHtml(
            req.url ?? '/',
            readFileSync(path.join(webRoot, 'site.html'), 'utf8'),
          )
          const origin = `http://${req.headers.host ?? 'localhost:3000'}`
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.end(site.renderDocumento(template, pathname).replaceAll('__BASE_URL__', origin))
        } catch (error) {
          server.ssrFixStacktrace(error as Error)
          next(error)
        }
      })
    },
  }
}

// Two entries: index.html is the app (/auth and the logged-in screens); site.html is the template of the
// pre-rendered public pages, whose small bundle only hydrates their interactive islands. Both build to
// dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), sitePagesInDev(), VitePWA(pwaOptions)],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Every browser Bancada supports preloads modules natively (Safari since 17); an older one only
    // fetches a chunk when it is imported. The polyfill would ride on every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: path.join(webRoot, 'index.html'),
        site: path.join(webRoot, 'site.html'),
      },
      output: {
        // React changes far less often than the app: its own chunk stays cached across deploys, and the
        // site and the app share it.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { port: 3000, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
})
