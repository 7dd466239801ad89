/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
type PedidoDeInstalacao = Event & { prompt: () => Promise<unknown> }

let pedido: PedidoDeInstalacao | null = null
const ouvintes = new Set<() => void>()
const avisar = () => {
  for (const ouvinte of ouvintes) ouvinte()
}

const temServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

function registrar(): Promise<unknown> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
}

/**
 * Called once by main.tsx: keeps the browser's install offer for the 'Instalar o Bancada' hint (the event
 * fires before the shell is loaded) and registers /sw.js in production builds only (dev and tests run
 * without a worker).
 */
export function iniciarPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own hint replaces Chromium's mini-infobar.
    event.preventDefault()
    pedido = event as PedidoDeInstalacao
    avisar()
  })
  window.addEventListener('appinstalled', () => {
    pedido = null
    avisar()
  })
  if (import.meta.env.PROD && temServiceWorker()) window.addEventListener('load', () => void registrar())
}

export function assinarPedidoDeInstalacao(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte)
  return () => ouvintes.delete(ouvinte)
}

export const temPedidoDeInstalacao = () => pedido !== null

/** Opens the browser's install dialog; the offer can be used once. */
export async function instalarApp(): Promise<void> {
  const atual = pedido
  pedido = null
  avisar()
  await atual?.prompt()
}

/**
 * Sign-out: unregisters the worker and empties Cache Storage, so nothing of this user stays for the next
 * one; in production the worker is installed afresh for the offline shell.
 */
export async function limparCachesDoApp(): Promise<void> {
  if (!temServiceWorker() || typeof caches === 'undefined') return
  try {
    const registros = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registros.map((registro) => registro.unregister()))
    const nomes = await caches.keys()
    await Promise.all(nomes.map((nome) => caches.delete(nome)))
  } finally {
    if (import.meta.env.PROD) await registrar()
  }
}
