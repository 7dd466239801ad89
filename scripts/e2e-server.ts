// The server Playwright drives: a fresh embedded database in a temporary folder, the demo company on,
// rate limits relaxed so the suite is not throttled (unless E2E_LIMITES_REAIS=1). Port 3100 unless PORT
// says otherwise.
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startFakeCepServer } from '../e2e/fake-cep-server'
import { replacePasswordHasherForTests } from '../src/server/features/auth/password'
import { fastTestHasher } from '../src/server/test/fast-password'
import { ensureWebBuild } from './web-build'

process.env.PORT ??= '3100'
process.env.HOST ??= '127.0.0.1'
// playwright.config.ts names the directory, so specs can read its ops token; fresh otherwise.
process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bancada-e2e-'))
process.env.BASE_URL ??= `http://127.0.0.1:${process.env.PORT}`
process.env.DEMO = '1'
// e2e/limites.spec.ts starts a server of its own with the real limits (E2E_LIMITES_REAIS=1).
if (process.env.E2E_LIMITES_REAIS !== '1') {
  process.env.RATE_LIMIT_AUTH_MAX ??= '1000'
  process.env.RATE_LIMIT_API_MAX ??= '100000'
  process.env.RATE_LIMIT_SESSION_MAX ??= '100000'
  process.env.RATE_LIMIT_CONTACT_MAX ??= '1000'
}
process.env.LOG_LEVEL ??= 'warn'
// The training centre plays one video from a file (a tiny recording kept for the tests); the others have none.
process.env.TRAINING_VIDEOS_DIR ??= path.resolve(import.meta.dirname, '../e2e/treinamento-videos')
delete process.env.DATABASE_URL
// CEP lookups go to a local fake of ViaCEP; the fallback points at a closed port (fails fast).
const cep = await startFakeCepServer(0)
process.env.CEP_API_URL = `http://127.0.0.1:${(cep.address() as AddressInfo).port}/ws`
process.env.CEP_FALLBACK_URL = 'http://127.0.0.1:9/api/cep/v2'

// Sign-ups and sign-ins hash a password each; better-auth's scrypt (~150 ms of CPU) shared the CI's 2 CPUs
// with Chromium. The same cheap hasher as the API tests (src/server/test/fast-password.ts), for this test
// server only; npm start and main.ts never replace it (src/server/features/auth/password.test.ts).
replacePasswordHasherForTests(fastTestHasher)

await ensureWebBuild()
const { main } = await import('../src/server/main')
await main()
