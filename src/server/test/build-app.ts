import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { type Config, loadConfig } from '../config'
import type { DatabaseHandle } from '../db/client'
import { SessionCache } from '../features/auth/session-cache'
import type { App } from '../http/types'
import type { Interfaces } from '../ops/enderecos-da-maquina'
import { openTestDatabase } from './test-database'

export interface TestApp {
  app: App
  handle: DatabaseHandle
  config: Config
  sessions: SessionCache
  close(): Promise<void>
}

/**
 * The real application on this test file's own database, for `app.inject`. Rate limits are raised so
 * the suite is not throttled, unless a test passes its own. Routes may be added before the first inject.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** interfaces: this machine's network, as os.networkInterfaces() would answer (config.ts). */
  /** handle: another app's database, for a second app server on it (its close leaves the database open). */
  opts: { webDir?: string; interfaces?: Interfaces; handle?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-api-'))
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      BASE_URL: 'http://localhost:3000',
      DEMO: '0',
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_API_MAX: '100000',
      RATE_LIMIT_SESSION_MAX: '100000',
      // No internet in tests: a fiscal API nobody started refuses at once (tests pass a fake's URL).
      FOCUS_NFE_URL_HOMOLOGACAO: 'http://127.0.0.1:9',
      FOCUS_NFE_URL_PRODUCAO: 'http://127.0.0.1:9',
      ...env,
    },
    opts.interfaces,
  )
  const handle = opts.handle ?? (await openTestDatabase())
  const sessions = new SessionCache()
  const app = await buildApp({
    handle,
    config,
    sessions,
    webDir: opts.webDir ?? path.join(dataDir, 'sem-web'),
  })
  return {
    app,
    handle,
    config,
    sessions,
    async close() {
      await app.close()
      if (!opts.handle) await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
