// Platform benchmark: first start, restart, resident memory, and GET /api/me throughput and p99 on the
// embedded database and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL.
// Prints figures; it is not a test. Usage: npm run bench
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10

interface Server {
  child: ChildProcess
  port: number
  startMs: number
}

async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const t0 = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-api.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) break
    } catch {}
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return { child, port, startMs: performance.now() - t0 }
}

async function stopServer(server: Server) {
  server.child.kill('SIGTERM')
  await new Promise((r) => server.child.once('exit', r))
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function signUpCookie(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${randomBytes(4).toString('hex')}@teste.com`,
      password: 'senha-bench',
    }),
  })
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function loadMe(port: number, cookie: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/me`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { cookie },
  })
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`)
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 }
}

const benchEnv = { RATE_LIMIT_API_MAX: '100000000', RATE_LIMIT_AUTH_MAX: '1000' }
const rows: string[] = []

// Embedded database.
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-'))
  try {
    const first = await startServer({ ...benchEnv, DATA_DIR: dataDir }, 3301)
    await stopServer(first)
    const server = await startServer({ ...benchEnv, DATA_DIR: dataDir }, 3301)
    const cookie = await signUpCookie(server.port)
    const idleRss = rssMb(server.child.pid!)
    const me = await loadMe(server.port, cookie)
    const loadedRss = rssMb(server.child.pid!)
    await stopServer(server)
    rows.push(
      `PGlite      first start ${first.startMs.toFixed(0)} ms | restart ${server.startMs.toFixed(0)} ms | ` +
        `RSS idle ${idleRss.toFixed(0)} MB, after load ${loadedRss.toFixed(0)} MB | ` +
        `GET /api/me ${me.rps} req/s, p99 ${me.p99} ms (${CONNECTIONS} connections, ${DURATION} s)`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// PostgreSQL, on a database of its own.
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (pgUrl) {
  const name = `bancada_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(pgUrl)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-pg-'))
  try {
    const env = { ...benchEnv, DATA_DIR: dataDir, DATABASE_URL: url.toString() }
    const first = await startServer(env, 3302)
    await stopServer(first)
    const server = await startServer(env, 3302)
    const cookie = await signUpCookie(server.port)
    const me = await loadMe(server.port, cookie)
    const rss = rssMb(server.child.pid!)
    await stopServer(server)
    rows.push(
      `PostgreSQL  first start ${first.startMs.toFixed(0)} ms | restart ${server.startMs.toFixed(0)} ms | ` +
        `RSS after load ${rss.toFixed(0)} MB | GET /api/me ${me.rps} req/s, p99 ${me.p99} ms`,
    )
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
} else {
  rows.push('PostgreSQL  skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL')
}

console.log('\nBancada platform benchmark')
for (const row of rows) console.log(row)
