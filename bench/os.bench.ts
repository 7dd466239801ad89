// OS benchmark (issue 5): 200 000 OS with two lines each in one company, 50 other companies with a few
// hundred each; then the OS list (filters, search, sort, summary cards) and OS creation with 5 lines
// at 10 connections on PostgreSQL. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:os
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
import { osDataset } from './os-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = benchDatabaseUrl()

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-os-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3304)
  try {
    const client = await seedClient(db.url)
    const t0 = performance.now()
    const dataset = await osDataset(server.port, client, ROWS)
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
console.log(heading('OS', SECONDS))
for (const row of rows) console.log(row)
// A kept database leaves bench-server's admin connection open: end the process here.
process.exit(0)
