import path from 'node:path'
import type { Browser } from '@playwright/test'

/**
 * Two example photos for the OS's 'Antes' and 'Depois' (a drawing of a car door, dented then repaired),
 * drawn by Chromium in a context that is not recorded: the recordings need no image files of their own.
 */
export async function desenharFotos(
  browser: Browser,
  dir: string,
): Promise<{ antes: string; depois: string }> {
  const context = await browser.newContext({ viewport: { width: 960, height: 720 } })
  const page = await context.newPage()
  const arquivos = { antes: path.join(dir, 'porta-antes.jpg'), depois: path.join(dir, 'porta-depois.jpg') }
  for (const [tipo, arquivo] of Object.entries(arquivos)) {
    const amassado = tipo === 'antes'
    await page.setContent(`<!doctype html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
  <defs>
    <linearGradient id="chao" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ca3af"/><stop offset="1" stop-color="#4b5563"/></linearGradient>
    <linearGradient id="lata" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e5e7eb"/><stop offset="0.5" stop-color="#9ca3af"/><stop offset="1" stop-color="#d1d5db"/></linearGradient>
    <radialGradient id="amassado" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#374151" stop-opacity="0.85"/><stop offset="1" stop-color="#6b7280" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="960" height="720" fill="url(#chao)"/>
  <path d="M140 120 H760 Q840 130 850 220 V600 H140 Z" fill="url(#lata)" stroke="#374151" stroke-width="6"/>
  <path d="M170 150 H700 Q770 160 780 240 V300 H170 Z" fill="#1f2937" opacity="0.85"/>
  <rect x="620" y="360" width="120" height="26" rx="13" fill="#4b5563"/>
  <line x1="140" y1="420" x2="850" y2="420" stroke="#6b7280" stroke-width="4"/>
  ${amassado ? '<ellipse cx="420" cy="470" rx="150" ry="80" fill="url(#amassado)"/><path d="M300 450 Q380 500 440 455 T560 480" stroke="#1f2937" stroke-width="5" fill="none"/>' : '<path d="M200 340 Q480 300 800 360" stroke="#ffffff" stroke-width="14" opacity="0.55" fill="none"/>'}
  <rect x="24" y="24" width="${amassado ? 190 : 210}" height="64" rx="12" fill="${amassado ? '#b91c1c' : '#15803d'}"/>
  <text x="${amassado ? 119 : 129}" y="68" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${amassado ? 'ANTES' : 'DEPOIS'}</text>
  <text x="936" y="700" font-family="sans-serif" font-size="22" fill="#f9fafb" text-anchor="end">Foto de exemplo</text>
</svg></body>`)
    await page.screenshot({ path: arquivo, type: 'jpeg', quality: 80 })
  }
  await context.close()
  return arquivos
}
