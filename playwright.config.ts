import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const baseURL = 'http://127.0.0.1:3100'

// The server's fresh data directory, chosen once here (workers inherit the variable) so a spec can act
// as the platform operator with the directory's ops token (e2e/fixtures.ts `mudarPlano`).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bancada-e2e-'))

// Real browser flows against the real server (scripts/e2e-server.ts: fresh embedded database, demo company,
// relaxed rate limits). The system Chromium is used; never `npx playwright install`.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker: the CI machines have 2 CPUs, shared by the server, its password hashing and Chromium.
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
