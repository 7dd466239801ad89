// Public site benchmark (issue 3 "Speed"): Lighthouse 12 with its default mobile preset (simulated slow 4G
// and 4× CPU slowdown) on / and /precos served by `npm start`, and the JavaScript / downloads, gzipped.
// Prints figures against the targets (each score ≥ 95, JS ≤ 100 KB); it is not a test.
// Usage: npm run bench:site
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { CHROME_FLAGS, CHROME_PATH, freePort, startBancada, stop, waitFor } from './local-process'

const PAGES = ['/', '/precos']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const SCORE_TARGET = 95
const JS_BUDGET_KB = 100

/** gzip size of every script a page downloaded (what a compressing server or CDN would send). */
async function gzippedScriptBytes(urls: string[]): Promise<number> {
  let total = 0
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
  return total
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number }

const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-site-'))
const profileDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-chrome-'))
const appPort = await freePort()
const chromePort = await freePort()
const base = `http://127.0.0.1:${appPort}`

// `npm start` exactly, with a fresh embedded database.
const server = startBancada(appPort, dataDir, false)
const chrome = spawn(
  CHROME_PATH,
  [...CHROME_FLAGS, `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profileDir}`, 'about:blank'],
  { stdio: 'ignore' },
)

const rows: string[] = []
let failed = false
let version = '12'
try {
  await waitFor(`${base}/api/health`, server, 300_000)
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`, chrome, 30_000)

  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`)
    version = lhr.lighthouseVersion

    const scores = CATEGORIES.map((id) => {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100)
      if (score < SCORE_TARGET) failed = true
      return `${id} ${score}`
    })
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?'
    rows.push(
      `${page.padEnd(8)} ${scores.join(' | ')}  (FCP ${metric('first-contentful-paint')}, LCP ${metric(
        'largest-contentful-paint',
      )}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
    )
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          rows.push(`         ${id}: ${audit.id} ${Math.round(audit.score * 100)} — ${audit.title}`)
        }
      }
    }

    if (page === '/') {
      const items = (
        (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []
      ).filter((item) => item.resourceType === 'Script')
      const transfer = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      const gzipped = await gzippedScriptBytes(items.map((item) => item.url))
      if (gzipped / 1024 > JS_BUDGET_KB) failed = true
      rows.push(
        `         JavaScript of /: ${items.length} files, ${(gzipped / 1024).toFixed(1)} KB gzipped ` +
          `(${(transfer / 1024).toFixed(1)} KB as transferred), budget ${JS_BUDGET_KB} KB`,
      )
    }
  }
} finally {
  await stop(chrome)
  await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(profileDir, { recursive: true, force: true })
}

console.log(`\nLighthouse ${version} (mobile preset), target ≥ ${SCORE_TARGET} per category\n`)
console.log(rows.join('\n'))
console.log(failed ? '\nBelow target: see the lines above.' : '\nAll targets met.')
