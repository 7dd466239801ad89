import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two checkouts run their suites side by side (scripts/e2e-server.ts reads PORT).
const port = process.env.E2E_PORT ?? '3100'
const baseURL = `http://127.0.0.1:${port}`

// The server's fresh data directory, chosen once here (workers inherit the variable) so a spec can act
// as the platform operator with the directory's ops token (e2e/fixtures.ts `mudarPlano`).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bancada-e2e-'))

// Specs whose tests only use companies they sign up themselves (or the public pages): they run beside the
// others. Every other spec, and any new one until it is listed here, signs in to the shared demo company
// (or changes what it shows) and runs one at a time.
const ownCompanySpecs = [
  'agenda',
  'agenda-confirmacao',
  'ao-vivo',
  // Its own server, stopped and started again mid-test.
  'ao-vivo-reinicio',
  'atividades',
  'auth',
  'busca',
  'cep',
  'cobranca-pix',
  'consentimento',
  'estoque',
  'historico',
  'mensagens',
  'meus-servicos',
  'mobile',
  // NFS-e: each starts the fake fiscal API and its own server pointed at it.
  'nota-fiscal',
  'nota-fiscal-config',
  'notas-fiscais',
  'os-detalhe',
  'os-form',
  'patio',
  'perfil',
  'permissoes',
  'permissoes-campos',
  'portabilidade',
  'portal',
  'pwa',
  'revisoes',
  'shell',
  'site',
  'titular',
  'titular-celular',
  'usuarios',
  'vistoria',
].map((name) => `${name}.spec.ts`)

const cargaSpecs = ['limites.spec.ts']

// Real browser flows against the real server (scripts/e2e-server.ts: fresh embedded database, demo company,
// relaxed rate limits). The system Chromium is used; never `npx playwright install`.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers on the CI's 2 CPUs: with one, a test mostly waited on the page and the server (the run
  // used ~0.6 CPU). The demo project keeps one worker, so demo specs never overlap each other.
  workers: 2,
  projects: [
    { name: 'demo', testIgnore: [...ownCompanySpecs, ...cargaSpecs], workers: 1 },
    { name: 'own-company', testMatch: ownCompanySpecs },
    // Five browsers for a minute on its own server (real rate limits): it runs last and alone, because
    // beside it the other specs' servers starved (a PIX test waited 20 s for a page in CI) and so did it.
    { name: 'carga', testMatch: cargaSpecs, dependencies: ['demo', 'own-company'] },
  ],
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace with DOM snapshots (and a screenshot below); the trace's screencast
    // frames are left out: recording them for every test made the suite ~20% slower on 2 CPUs.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker would precache ~2 MB in every test and hide requests from page.route; only
    // pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    env: { PORT: port },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
