import path from 'node:path'
import { passo } from './build-progress'
import { buildIsStale, root, stamped } from './build-stamp.mjs'

/** True when dist/web (the app or any public page) is missing, half-built or older than any of its sources. */
export const webBuildIsStale = () => buildIsStale('web')

/** Builds the web app with Vite and pre-renders the public pages when missing or stale (npm start, e2e). */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return
  await buildWeb()
}

/** `npm run build`: the client bundles (app and site), then the public pages' HTML. */
export async function buildWeb(): Promise<void> {
  await stamped('web', async () => {
    await passo('Interface web (vite build)', async () => {
      const { build } = await import('vite')
      // Vite keeps a NODE_ENV it finds (Vitest's 'test' when a test starts `npm start`), and React's
      // development build is three times the size: the shipped bundle is always the production one.
      const nodeEnv = process.env.NODE_ENV
      process.env.NODE_ENV = 'production'
      try {
        await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' })
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV
        else process.env.NODE_ENV = nodeEnv
      }
    })
    await passo('Páginas públicas', async () => {
      const { prerenderSite } = await import('./prerender-site')
      await prerenderSite()
    })
  })
}
