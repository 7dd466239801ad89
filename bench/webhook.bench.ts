// PIX webhook benchmark (issue 24): one company with 10 000 open titles, each with its charge registered at
// the bank; the bank's callbacks at 10 concurrent connections, each paying titles not paid before (one PIX
// per callback, then 50 per callback), next to the floor row. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:webhook
// Env: BENCH_SECONDS (10), BENCH_ROWS (open titles, 10 000).
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { selar } from '../src/server/integracoes/segredos'
import {
  benchDatabaseUrl,
  createBenchDatabase,
  empresaIdOf,
  FLOOR,
  heading,
  measureRow,
  seedClient,
  signUpCookie,
  startServer,
  stopServer,
} from './bench-server'
import { seedTitulos } from './financeiro-seed'

const ABERTOS = Number(process.env.BENCH_ROWS ?? 10_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SECRETS_KEY = 'bench-secrets-key-bench-secrets-key'
const pgUrl = benchDatabaseUrl()

/** The company's titles made open with a registered charge each, and its bank settings with a webhook token. */
async function seedCobrancas(client: Awaited<ReturnType<typeof seedClient>>, empresaId: string) {
  // seedTitulos leaves about a tenth open: three times as many titles, then the newest made open.
  await seedTitulos(client, empresaId, ABERTOS * 3)
  await client.query(
    `update ar_titulos set status = 'aberto', valor_pago = 0, recebido_em = null
     where empresa_id = $1 and id in (select id from ar_titulos where empresa_id = $1 order by vencimento desc limit $2)`,
    [empresaId, ABERTOS],
  )
  const { rows } = await client.query<{ txid: string; valor: string }>(
    `insert into cobrancas_pix (empresa_id, titulo_id, txid, status, na_psp, valor, vencimento, pix_copia_e_cola)
     select empresa_id, id, replace(id::text, '-', ''), 'registrada', true, valor - valor_pago, vencimento, 'bench'
     from ar_titulos where empresa_id = $1 and status = 'aberto' and valor > valor_pago
     returning txid, valor`,
    [empresaId],
  )
  const token = randomBytes(24).toString('base64url')
  const segredos = selar(
    JSON.stringify({
      client_secret: 'x',
      certificado: { tipo: 'pem', cert: '', key: '' },
      webhook_token: token,
    }),
    SECRETS_KEY,
  )
  await client.query(
    `insert into cobranca_pix_config (empresa_id, base_url, token_url, client_id, chave, certificado_tipo, segredos, webhook_token_hash)
     values ($1, 'https://127.0.0.1:9/api/v2', 'https://127.0.0.1:9/oauth/token', 'bench', 'bench@oficina.com.br', 'pem', $2, $3)`,
    [empresaId, segredos, createHash('sha256').update(token).digest('hex')],
  )
  await client.query('analyze ar_titulos, cobrancas_pix')
  return { token, cobrancas: rows }
}

const valorPix = (centavos: number) =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`

// Across the rows: each callback pays titles no earlier one paid (until all are paid: then overpayments).
let proxima = 0
let e2e = 0

/** Callbacks at 10 connections, each paying the next `porCallback` titles (a fresh endToEndId each). */
function carga(
  port: number,
  token: string,
  cobrancas: { txid: string; valor: string }[],
  porCallback: number,
) {
  const inicio = proxima
  const item = () => {
    const c = cobrancas[proxima++ % cobrancas.length]
    return {
      endToEndId: `E${String(++e2e).padStart(30, '0')}${porCallback}`,
      txid: c.txid,
      valor: valorPix(Number(c.valor)),
      horario: new Date().toISOString(),
    }
  }
  const times: number[] = []
  return new Promise<{ rps: number; p50: number; p99: number; pagos: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/api/webhooks/pix/${token}/pix`,
        connections: 10,
        duration: SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ pix: Array.from({ length: porCallback }, item) }),
            }),
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err)
        times.sort((a, b) => a - b)
        const at = (q: number) => Number(times[Math.floor(q * (times.length - 1))].toFixed(1))
        resolve({ rps: Math.round(r.requests.average), p50: at(0.5), p99: at(0.99), pagos: proxima - inicio })
      },
    )
    instance.on('response', (_c, status, _b, ms) => {
      if (status !== 200) reject(new Error(`webhook answered ${status}`))
      times.push(ms)
    })
  })
}

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-webhook-'))
const linhas: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url, SECRETS_KEY }, 3318)
  try {
    const cookie = await signUpCookie(server.port)
    const empresaId = await empresaIdOf(server.port, cookie)
    const client = await seedClient(db.url)
    const { token, cobrancas } = await seedCobrancas(client, empresaId)
    await client.end()
    linhas.push(`seeded ${cobrancas.length} open titles with a registered charge`)
    linhas.push(await measureRow(server, cookie, FLOOR, { seconds: SECONDS }))
    for (const porCallback of [1, 50]) {
      const r = await carga(server.port, token, cobrancas, porCallback)
      const label = `POST /api/webhooks/pix/…/pix (${porCallback} PIX)`
      linhas.push(
        `${label.padEnd(46)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.pagos} PIX sent)`,
      )
    }
  } finally {
    await stopServer(server)
  }
} finally {
  await db.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(heading('PIX webhook', SECONDS))
for (const linha of linhas) console.log(linha)
process.exit(0)
