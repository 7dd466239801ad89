// Receivables benchmark (issue 6): 500 000 titles (3 per OS, ~11% still open) with their receipts in one
// company that has a PIX key, 10 other small companies; then the receivables list (filters, summary
// cards, PIX codes) and the dashboard at 10 connections on PostgreSQL. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:financeiro
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import {
  createBenchDatabase,
  FLOOR,
  heading,
  measureRow,
  signUpCookie,
  startServer,
  stopServer,
} from './bench-server'
import { seedTitulos } from './financeiro-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!pgUrl) {
  console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
  process.exit(0)
}

/** p50 / p95 / p99 from every response's own time (autocannon's summary has no p95). */

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-fin-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3316)
  try {
    const base = `http://127.0.0.1:${server.port}`
    const client = new pg.Client({ connectionString: db.url })
    // The database is dropped at the end (and on failure): that ends this connection, not an error.
    client.on('error', () => {})
    await client.connect()
    const t0 = performance.now()
    for (let i = 0; i < 10; i++) {
      const other = await signUpCookie(server.port)
      const me = await (await fetch(`${base}/api/me`, { headers: { cookie: other } })).json()
      await seedTitulos(client, me.empresa.id, 900)
    }
    const cookie = await signUpCookie(server.port)
    const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()
    await seedTitulos(client, me.empresa.id, ROWS)
    await client.query(
      `update empresas set pix_tipo = 'email', pix_chave = 'financeiro@oficina.com.br', pix_nome = 'Oficina Bench', pix_cidade = 'Sao Paulo' where id = $1`,
      [me.empresa.id],
    )
    for (const table of ['clientes', 'veiculos', 'os', 'ar_titulos', 'pagamentos'])
      await client.query(`vacuum analyze ${table}`)
    // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
    await client.query('checkpoint')
    const [stats] = (
      await client.query(
        `select count(*)::int as titulos, count(*) filter (where status = 'aberto')::int as abertos,
           count(*) filter (where status = 'aberto' and vencimento < current_date)::int as vencidos,
           (select count(*)::int from pagamentos where empresa_id = $1) as recebimentos,
           (select count(*)::int from os where empresa_id = $1) as oss
         from ar_titulos where empresa_id = $1`,
        [me.empresa.id],
      )
    ).rows
    const [{ cliente_id }] = (
      await client.query(
        `select cliente_id from ar_titulos where empresa_id = $1 and status = 'aberto' order by vencimento desc limit 1`,
        [me.empresa.id],
      )
    ).rows
    await client.end()
    rows.push(
      `seeded ${stats.titulos} titles (${stats.abertos} open, ${stats.vencidos} overdue), ${stats.recebimentos} receipts, ${stats.oss} OS + 10 companies × 900 titles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )

    const hoje = new Date().toISOString().slice(0, 10)
    const mesPassado = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
    for (const row of [
      FLOOR,
      ['GET /api/titulos (page 1 + cards + PIX)', '/api/titulos'],
      ['GET /api/titulos?status=vencido', '/api/titulos?status=vencido'],
      ['GET /api/titulos?status=aberto&page=20', '/api/titulos?status=aberto&page=20'],
      ['GET /api/titulos?status=pago&page=500', '/api/titulos?status=pago&page=500'],
      ['GET /api/titulos?cliente_id=…', `/api/titulos?cliente_id=${cliente_id}`],
      ['GET /api/titulos?de=…&ate=… (30 days)', `/api/titulos?de=${mesPassado}&ate=${hoje}`],
      ['GET /api/dashboard', '/api/dashboard'],
    ] as const) {
      rows.push(await measureRow(server, cookie, row, { seconds: SECONDS }))
    }
  } finally {
    await stopServer(server)
  }
} finally {
  // BENCH_KEEP=1 leaves the database for EXPLAIN; its URL is printed.
  if (process.env.BENCH_KEEP) console.log(`kept ${db.url}`)
  else await db.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(heading('receivables', SECONDS))
for (const row of rows) console.log(row)
// A kept database leaves bench-server's admin connection open: end the process here.
process.exit(0)
