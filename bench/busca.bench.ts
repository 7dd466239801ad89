// Global search benchmark (issue 8): the OS benchmark's data (200 000 OS in one company, 20 000 clients and
// vehicles, 50 other companies) plus two titles for every fifth OS, then GET /api/busca for a few kinds of
// term at 10 connections on PostgreSQL. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:busca
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createBenchDatabase, heading, load, startServer, stopServer } from './bench-server'
import { seedOsCompanies } from './os-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!pgUrl) {
  console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
  process.exit(0)
}

/** A sign and an instalment for every fifth OS, and one car with a Mercosul plate to find by its old form. */
async function seedBusca(client: pg.Client, empresaId: string) {
  await client.query(
    `insert into ar_titulos (empresa_id, os_id, cliente_id, parcela, emissao, vencimento, valor, valor_pago, status)
     select os.empresa_id, os.id, os.cliente_id, p.parcela, os.data_abertura, os.data_abertura + p.dias, p.valor, p.pago, p.status
     from os cross join (values ('Sinal', 0, 10000, 10000, 'pago'), ('1/1', 30, 42980, 0, 'aberto'))
       as p(parcela, dias, valor, pago, status)
     where os.empresa_id = $1 and os.sequencia % 5 = 0 and os.cliente_id is not null`,
    [empresaId],
  )
  await client.query(
    `update veiculos set placa = 'BEN1C23' where empresa_id = $1 and id = (
       select id from veiculos where empresa_id = $1 order by id limit 1)`,
    [empresaId],
  )
  await client.query('vacuum analyze ar_titulos, veiculos')
  // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
  await client.query('checkpoint')
}

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-busca-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3305)
  try {
    const base = `http://127.0.0.1:${server.port}`
    const client = new pg.Client({ connectionString: db.url })
    // The database is dropped at the end (and on failure): that ends this connection, not an error.
    client.on('error', () => {})
    await client.connect()
    const t0 = performance.now()
    const { cookie, empresaId } = await seedOsCompanies(server.port, client, ROWS)
    await seedBusca(client, empresaId)
    await client.end()
    rows.push(
      `seeded ${ROWS} OS, ${ROWS / 10} clients and vehicles, ${(2 * ROWS) / 5} titles, 50 companies × 300 in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )

    const terms = [
      ['number (OS + its titles)', 'OS-2025-12345'],
      ['sequence (any year)', '12345'],
      ['client name', 'Cliente 12345'],
      ['broad name (1 in 4 clients)', 'silva'],
      ['plate, old form of a Mercosul', 'BEN-1223'],
      ['two characters', 'li'],
      ['no match', 'zzzzzz'],
    ] as const
    const urlOf = (q: string) => `${base}/api/busca?q=${encodeURIComponent(q)}`
    // Warm-up of every term first: code compiled, pages in memory and each pooled connection's catalogue
    // caches filled, so the first term measured pays no more than the last.
    for (const [, q] of terms) await load(urlOf(q), cookie, { seconds: 2 })
    for (const [label, q] of terms) {
      const url = urlOf(q)
      const answer = (await (await fetch(url, { headers: { cookie } })).json()) as Record<string, unknown[]>
      const found = Object.entries(answer)
        .map(([group, items]) => `${group} ${items.length}`)
        .join(', ')
      const r = await load(url, cookie, { seconds: SECONDS })
      rows.push(
        `${`GET /api/busca ${label}`.padEnd(48)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${found})`,
      )
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
console.log(heading('global search', SECONDS))
for (const row of rows) console.log(row)
// A kept database leaves bench-server's admin connection open: end the process here.
process.exit(0)
