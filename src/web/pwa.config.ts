import type { VitePWAOptions } from 'vite-plugin-pwa'
import { rotasDoApp } from '../shared/app/rotas-do-app.js'

/** A router pattern ('/os/:id') as the expression Workbox tests against a navigation's path and query. */
export function padraoDaRota(rota: string): RegExp {
  const partes = rota.split('/').map((parte) => (parte.startsWith(':') ? '[^/?]+' : parte))
  return new RegExp(`^${partes.join('/')}/?(\\?.*)?$`)
}

/**
 * The installable app (vite-plugin-pwa, generateSW): /manifest.webmanifest and /sw.js. The worker precaches
 * the app's shell (index.html and its hashed assets) and answers navigations to the app's routes with it,
 * so the app opens offline. At run time it keeps only the signed-in profile (for the menu); the rest of
 * /api/* and the portal's data always go to the network, and the public pages (/, /precos …) are not app
 * routes. Registered by src/web/lib/pwa.ts.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  injectRegister: null,
  manifest: {
    name: 'Bancada',
    short_name: 'Bancada',
    description: 'Orçamento, execução e cobrança das suas ordens de serviço em um só lugar.',
    lang: 'pt-BR',
    id: '/dashboard',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app's shell only: the public site's bundle and the rarer font subsets load from the network.
    globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}', 'assets/inter-latin-*.woff2'],
    globIgnores: ['assets/site-*'],
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: rotasDoApp.map(padraoDaRota),
    // A new version takes over on the next load, and the old version's files are dropped.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The signed-in profile (/api/sessao) alone, network first: opened offline the app shows its menu as
    // the last answer left it. Always this browser's last answer (a sign-in refreshes it, a sign-out empties
    // every cache: src/web/lib/pwa.ts); every other /api/* call goes to the network only.
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname === '/api/sessao',
        handler: 'NetworkFirst',
        options: { cacheName: 'bancada-sessao', networkTimeoutSeconds: 5, expiration: { maxEntries: 1 } },
      },
    ],
  },
}
