import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signOut, signUp } from './fixtures'

// playwright.config.ts blocks service workers for the other specs.
test.use({ serviceWorkers: 'allow' })

test('manifesto e service worker servidos, com ícones que carregam', async ({ request }) => {
  const resposta = await request.get('/manifest.webmanifest')
  expect(resposta.status()).toBe(200)
  expect(resposta.headers()['content-type']).toContain('application/manifest+json')
  const manifesto = await resposta.json()
  expect(manifesto).toMatchObject({
    name: 'Bancada',
    short_name: 'Bancada',
    lang: 'pt-BR',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
  })
  const icones: { src: string; sizes: string; purpose?: string }[] = manifesto.icons
  expect(icones.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(icones.some((i) => i.purpose === 'maskable')).toBe(true)
  for (const { src } of [...icones, { src: '/icons/apple-touch-icon.png' }]) {
    const icone = await request.get(src)
    expect(icone.status(), src).toBe(200)
    expect(icone.headers()['content-type']).toBe('image/png')
  }

  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toContain('javascript')
  expect(sw.headers()['cache-control']).toBe('no-cache')
  expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'")
})

test('o próprio Chromium considera o app instalável: sem erros de instalação nem no manifesto', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A test's context is off the record, which Chromium never installs from ('in-incognito'): a profile
  // on disk, as a person's browser has.
  const perfil = mkdtempSync(path.join(tmpdir(), 'bancada-pwa-'))
  const contexto = await playwright.chromium.launchPersistentContext(perfil, {
    ...launchOptions,
    baseURL,
    locale: 'pt-BR',
    serviceWorkers: 'allow',
  })
  try {
    const page = contexto.pages()[0] ?? (await contexto.newPage())
    await signUp(page)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // Lighthouse 12 dropped its installability audit: the browser's own checks answer through DevTools.
    const cdp = await contexto.newCDPSession(page)
    const manifesto = await cdp.send('Page.getAppManifest')
    expect(manifesto.url).toMatch(/\/manifest\.webmanifest$/)
    expect(manifesto.errors).toEqual([])
    expect(JSON.parse(manifesto.data ?? '{}')).toMatchObject({ name: 'Bancada', start_url: '/dashboard' })
    // The checks fetch the icons and look for the worker's fetch handler: ask until they have settled.
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([])
  } finally {
    await contexto.close()
    rmSync(perfil, { recursive: true, force: true })
  }
})

test('sem conexão o app abre do cache, mas os dados da API nunca vêm dele', async ({ page, context }) => {
  await signUp(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const menu = page.getByRole('complementary', { name: 'Menu principal' })
  // The next visit, through the worker: it keeps the profile's answer for the offline menu.
  await page.reload()
  await expect(menu).toBeVisible()

  const buscarClientes = () =>
    page.evaluate(() =>
      fetch('/api/clientes').then(
        (r) => `HTTP ${r.status}`,
        () => 'sem resposta',
      ),
    )
  expect(await buscarClientes()).toBe('HTTP 200')

  await context.setOffline(true)
  // The API is never answered from a cache, even for a request made a moment ago.
  expect(await buscarClientes()).toBe('sem resposta')
  // A screen not opened yet: its code comes from the cache; its data waits for the network.
  await menu.getByRole('button', { name: 'Cadastros' }).click()
  await menu.getByRole('link', { name: 'Clientes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()

  // Reloading offline opens the app itself, with its menu (the profile's last answer is kept), not the
  // browser's offline page; the screen's data still waits for the network.
  await page.reload()
  await expect(page).toHaveTitle(/Bancada/)
  await expect(menu).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
  expect(await buscarClientes()).toBe('sem resposta')

  await context.setOffline(false)
  expect(await buscarClientes()).toBe('HTTP 200')
})

test('sair apaga os caches do navegador', async ({ page }) => {
  const conta = await signUp(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    const cache = await caches.open('marcador-do-teste')
    await cache.put('/marcador', new Response('dados'))
  })
  // The profile kept for the offline menu is this user's...
  await page.reload()
  const perfilGuardado = () =>
    page.evaluate(async () => (await (await caches.match('/api/sessao'))?.text()) ?? '')
  await expect.poll(perfilGuardado).toContain(conta.email)
  await signOut(page)
  await expect.poll(() => page.evaluate(() => caches.has('marcador-do-teste'))).toBe(false)
  // ...and gone with the sign-out.
  await expect.poll(perfilGuardado).not.toContain(conta.email)
  // The worker is installed afresh, so the next person still opens the app offline.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated')
})

test('celular: "Instalar o Bancada" abre o pedido do navegador e some de vez ao dispensar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signUp(page)
  const oferecerInstalacao = () =>
    page.evaluate(() => {
      const evento = Object.assign(new Event('beforeinstallprompt'), {
        prompt: async () => {
          document.body.dataset.pedidoDeInstalacao = 'aberto'
        },
      })
      window.dispatchEvent(evento)
    })
  const dica = page.getByRole('region', { name: 'Instalar o Bancada' })

  await oferecerInstalacao()
  await dica.getByRole('button', { name: 'Instalar o Bancada' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-pedido-de-instalacao', 'aberto')
  await expect(dica).toBeHidden()

  await oferecerInstalacao()
  await dica.getByRole('button', { name: 'Dispensar' }).click()
  await expect(dica).toBeHidden()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible()
  await oferecerInstalacao()
  await expect(dica).toBeHidden()
})
