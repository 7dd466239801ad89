// Registers benchmark (issue 4): 100 000 customers and 100 000 vehicles in one company on PostgreSQL,
// then the list and search endpoints at 10 connections. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:cadastros
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
import { cadastrosDataset } from './cadastros-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = benchDatabaseUrl()

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-cad-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3303)
  try {
    const client = await seedClient(db.url)
    const t0 = performance.now()
    const dataset = await cadastrosDataset(server.port, client, ROWS)
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
console.log(heading('registers', SECONDS))
for (const row of rows) console.log(row)
// A kept database leaves bench-server's admin connection open: end the process here.
process.exit(0)
