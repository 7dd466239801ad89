// Draws the PWA icons (src/web/public/icons) from the brand mark of favicon.svg with the system Chromium,
// so no image library is added to the project. Run again only when the mark changes: `npx tsx scripts/gerar-icones.ts`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const publicDir = path.resolve(import.meta.dirname, '../src/web/public')
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
// The mark without its rounded tile: maskable and Apple icons get a full-bleed square and the platform
// cuts its own shape, so the mark sits inside the safe zone (the centre 80%).
const marca = favicon.replace(/<title>.*?<\/title><rect [^>]*\/>/, '').replace(/<\/?svg[^>]*>/g, '')
const quadrado = (escala: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/>` +
  `<g transform="translate(16 16) scale(${escala}) translate(-16 -16)">${marca}</g></svg>`

const icones = [
  { arquivo: 'icon-192.png', tamanho: 192, svg: favicon },
  { arquivo: 'icon-512.png', tamanho: 512, svg: favicon },
  { arquivo: 'icon-maskable-512.png', tamanho: 512, svg: quadrado(0.8) },
  { arquivo: 'apple-touch-icon.png', tamanho: 180, svg: quadrado(0.9) },
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
for (const { arquivo, tamanho, svg } of icones) {
  await page.setViewportSize({ width: tamanho, height: tamanho })
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  await page.setContent(`<style>*{margin:0}</style><img src="${src}" width="${tamanho}" height="${tamanho}">`)
  await page.locator('img').screenshot({ path: path.join(publicDir, 'icons', arquivo), omitBackground: true })
}
await browser.close()
