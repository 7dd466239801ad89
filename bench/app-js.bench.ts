// Signed-in app benchmark (issue 21 item 16): the JavaScript a fresh browser downloads to open the first
// signed-in page (/dashboard) and the OS list (/os) of the demo company served by `npm start`, gzipped, and
// how long the page took to show. Prints the figures against the first page's budget (≤ 150 KB); it is not
// a test (e2e/desempenho.spec.ts guards the budget). /os is printed for comparison, without a budget.
// Usage: npm run bench:app (BENCH_PORT picks the server's port; a free one otherwise)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Response } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH, freePort, startBancada, stop, waitFor } from './local-process'

const JS_BUDGET_KB = 150
// Each page with its title, on screen once the page's code has run (its data then loads: network idle).
const PAGES = [
  { path: '/dashboard', title: 'Dashboard', budget: true },
  { path: '/os', title: 'Ordens de Serviço', budget: false },
] as const

const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-app-'))
const appPort = Number(process.env.BENCH_PORT) || (await freePort())
const base = `http://127.0.0.1:${appPort}`

// `npm start` exactly, with the demo company.
const server = startBancada(appPort, dataDir, true)

const rows: string[] = []
let failed = false
try {
  await waitFor(`${base}/api/health`, server, 300_000)
  const demo = (await (await fetch(`${base}/api/demo`)).json()) as { email: string; senha: string }
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    for (const page of PAGES) {
      // A fresh context per page: empty cache, as on a phone that opens the app for the first time.
      const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } })
      const signIn = await context.request.post('/api/auth/sign-in/email', {
        data: { email: demo.email, password: demo.senha },
      })
      if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`)
      const tab = await context.newPage()
      const scripts: Response[] = []
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response)
      })
      const t0 = performance.now()
      await tab.goto(page.path)
      await tab.getByRole('heading', { level: 1, name: page.title }).waitFor({ timeout: 60_000 })
      const shownMs = performance.now() - t0
      await tab.waitForLoadState('networkidle')
      let gzipped = 0
      for (const response of scripts) gzipped += gzipSync(await response.body()).length
      if (page.budget && gzipped / 1024 > JS_BUDGET_KB) failed = true
      rows.push(
        `${page.path.padEnd(11)} ${String(scripts.length).padStart(3)} files, ` +
          `${(gzipped / 1024).toFixed(1).padStart(6)} KB gzipped, shown in ${Math.round(shownMs)} ms`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
} finally {
  await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(
  `\nJavaScript of a first visit, signed in to the demo company (budget of /dashboard: ${JS_BUDGET_KB} KB gzipped)\n`,
)
console.log(rows.join('\n'))
console.log(failed ? '\n/dashboard is over budget.' : '\n/dashboard is within budget.')
