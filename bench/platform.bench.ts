// Platform benchmark: first start, restart, resident memory, and GET /api/me throughput and p99 on the
// embedded database and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL.
// Prints figures; it is not a test. Usage: npm run bench
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createBenchDatabase, load, rssMb, signUpCookie, startServer, stopServer } from './bench-server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const rows: string[] = []

async function measure(label: string, env: Record<string, string>, port: number) {
  const first = await startServer(env, port)
  await stopServer(first)
  const server = await startServer(env, port)
  const cookie = await signUpCookie(port)
  const idle = rssMb(server.child.pid!)
  const me = await load(`http://127.0.0.1:${port}/api/me`, cookie, { seconds: SECONDS })
  const loaded = rssMb(server.child.pid!)
  await stopServer(server)
  rows.push(
    `${label.padEnd(11)} first start ${first.startMs.toFixed(0)} ms | restart ${server.startMs.toFixed(0)} ms | ` +
      `RSS idle ${idle.toFixed(0)} MB, after load ${loaded.toFixed(0)} MB | ` +
      `GET /api/me ${me.rps} req/s, p50 ${me.p50} ms, p99 ${me.p99} ms (10 connections, ${SECONDS} s)`,
  )
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-'))
try {
  await measure('PGlite', { DATA_DIR: dataDir }, 3301)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (pgUrl) {
  const db = await createBenchDatabase(pgUrl)
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-pg-'))
  try {
    await measure('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: db.url }, 3302)
  } finally {
    await db.drop()
    rmSync(pgDataDir, { recursive: true, force: true })
  }
} else {
  rows.push('PostgreSQL  skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL')
}

console.log('\nBancada platform benchmark')
for (const row of rows) console.log(row)
