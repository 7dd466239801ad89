import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { databasePoolSizeOf } from '../src/server/config'

export interface BenchServer {
  child: ChildProcess
  port: number
  startMs: number
  /** What the server wrote to stderr, when started with `captureStderr` (it is echoed as well). */
  stderr: string[]
}

interface StartOptions {
  /** The checkout whose scripts/dev-api.ts runs (default: this one); bench:ab starts another commit's. */
  cwd?: string
  /** Keeps a copy of the server's stderr in `stderr` (bench:ab looks for deprecation warnings there). */
  captureStderr?: boolean
}

/** Starts the real server (scripts/dev-api.ts) and waits for /api/health. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { cwd, captureStderr = false }: StartOptions = {},
): Promise<BenchServer> {
  const t0 = performance.now()
  // BENCH_PROFILE=dir writes the server's CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/dev-api.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: '0',
      RATE_LIMIT_API_MAX: '100000000',
      // One session sends every request of a load: the per-session budget (1200/min) would answer 429s.
      RATE_LIMIT_SESSION_MAX: '100000000',
      RATE_LIMIT_AUTH_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', captureStderr ? 'pipe' : 'inherit'],
  })
  const stderr: string[] = []
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr.push(chunk)
    process.stderr.write(chunk)
  })
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
    } catch {}
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return { child, port, startMs: performance.now() - t0, stderr }
}

/**
 * SIGTERM, then SIGKILL after 10 s: a server still serving a keep-alive connection (a bench stopped by
 * Ctrl-C in the middle of a request) waits for its 72 s idle timeout before it exits.
 */
export async function stopServer(server: BenchServer) {
  // Ctrl-C reaches the servers too: one may have gone already.
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Signs up a new company through the API and returns its admin's cookie. */
export async function signUpCookie(port: number): Promise<string> {
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

/** The company of a signed-in admin (its id is what the seeds insert under). */
export async function empresaIdOf(port: number, cookie: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie } })
  return ((await res.json()) as { empresa: { id: string } }).empresa.id
}

/** The PostgreSQL server the benches create their databases on; without one a bench has nothing to do. */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) {
    console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
    process.exit(0)
  }
  return url
}

/** A connection for the seeds, to a database the bench drops at the end. */
export async function seedClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  // The database is dropped at the end (and on failure): that ends this connection, not an error.
  client.on('error', () => {})
  await client.connect()
  return client
}

/**
 * A benchmark's heading: the load and the server's PostgreSQL pool (DATABASE_POOL_SIZE, else the server's
 * default for this machine), which shapes the slowest 1% of requests (decision 019).
 */
export const heading = (what: string, seconds: number, note = '') =>
  `\nBancada ${what} benchmark (PostgreSQL, 10 connections, server pool ${databasePoolSizeOf(process.env)}, ${seconds} s each${note})`

/**
 * The machine's floor: one trivial query per request. At 10 connections latency is mostly CPU per request,
 * so figures from different machines compare through this row.
 */
export const FLOOR: BenchRow = ['GET /api/health (floor)', '/api/health']

/** A row of a benchmark's table: its label, the path loaded and, for a write, the request to repeat. */
export type BenchRow = readonly [label: string, path: string, request?: { method: 'POST'; body: object }]

type LoadOptions = { connections?: number; seconds?: number; method?: 'GET' | 'POST'; body?: object }

/**
 * Loads one endpoint (GET unless told) for `seconds` at `connections`: requests/s and latency percentiles in
 * ms, to a tenth, from every answer's own time (autocannon's histogram rounds them to whole ms).
 */
export async function load(url: string, cookie: string, opts: LoadOptions = {}) {
  const times: number[] = []
  let failed = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections ?? 10,
        duration: opts.seconds ?? 10,
        method: opts.method ?? 'GET',
        headers: opts.body ? { cookie, 'content-type': 'application/json' } : { cookie },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status < 200 || status >= 300) failed++
      times.push(responseTime)
    })
  })
  if (failed > 0) throw new Error(`${url}: ${failed} non-2xx answers`)
  // A server gone (or never listening) gives no answer at all: no figures to take.
  if (times.length === 0) throw new Error(`${url}: no answer (${result.errors} connection errors)`)
  times.sort((a, b) => a - b)
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1))
  return {
    rps: Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requests: times.length,
  }
}

/**
 * One row of a benchmark: a 3 s warm-up (code compiled, pages in memory), then `seconds` of load, with
 * the server's and PostgreSQL's CPU per request.
 */
export async function measure(
  server: BenchServer,
  cookie: string,
  [, path, request]: BenchRow,
  opts: { seconds: number; connections?: number },
) {
  const url = `http://127.0.0.1:${server.port}${path}`
  await load(url, cookie, { ...opts, ...request, seconds: 3 })
  const cpu = cpuPerRequest(server.child.pid!)
  const r = await load(url, cookie, { ...opts, ...request })
  return { ...r, cpu: cpu(r.requests) }
}

/** One row of a benchmark's table, measured (see `measure`) and printed as a line. */
export async function measureRow(
  server: BenchServer,
  cookie: string,
  row: BenchRow,
  opts: { seconds: number; connections?: number },
) {
  const r = await measure(server, cookie, row, opts)
  const latency = `p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms`
  return `${row[0].padEnd(46)} ${String(r.rps).padStart(5)} req/s  ${latency}  ${r.cpu}`
}

// Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every mainstream kernel).
const TICKS_PER_SECOND = 100

/** CPU time (ms) a process has used, from /proc; NaN where there is no /proc. */
function cpuMsOf(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

/** CPU time (ms) used by this machine's PostgreSQL processes; 0 when the server runs elsewhere. */
function postgresCpuMs(): number {
  let total = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMsOf(pid) || 0
    } catch {}
  }
  return total
}

/**
 * CPU per request of the server process and of the local PostgreSQL: start it before a load, call it
 * with the load's request count after. Latency on this shared 2-CPU machine varies ±25% from run to
 * run; CPU per request says where the time goes and changes much less.
 */
function cpuPerRequest(serverPid: number) {
  const node = cpuMsOf(serverPid)
  const postgres = postgresCpuMs()
  return (requests: number) => {
    const ms = (used: number) => (Number.isNaN(used) ? 'n/a' : `${(used / requests).toFixed(2)} ms`)
    return `CPU/req: Node ${ms(cpuMsOf(serverPid) - node)}, PostgreSQL ${ms(postgresCpuMs() - postgres)}`
  }
}

/** A database of its own on the benchmark's PostgreSQL server, dropped by `drop()`. */
export async function createBenchDatabase(baseUrl: string) {
  const name = `bancada_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
