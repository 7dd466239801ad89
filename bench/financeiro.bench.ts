// Receivables benchmark (issue 6): 500 000 titles (3 per OS, ~11% still open) with their receipts in one
// company that has a PIX key, 10 other small companies; then the receivables list (filters, summary
// cards, PIX codes) and the dashboard at 10 connections on PostgreSQL. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:financeiro
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  benchDatabaseUrl,
  createBenchDatabase,
  FLOOR,
  heading,
  measureRow,
  seedClient,
  startServer,
  stopServer,
} from './bench-server'
import { financeiroDataset } from './financeiro-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = benchDatabaseUrl()

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-fin-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3316)
  try {
    const client = await seedClient(db.url)
    const t0 = performance.now()
    const dataset = await financeiroDataset(server.port, client, ROWS)
    await client.end()
    rows.push(`seeded ${dataset.seeded} in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    for (const row of [FLOOR, ...dataset.rows]) {
      rows.push(await measureRow(server, dataset.cookie, row, { seconds: SECONDS }))
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
