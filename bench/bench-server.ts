import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { databasePoolSizeOf } from '../src/server/config'

export interface BenchServer {
  child: ChildProcess
  port: number
  startMs: number
}

/** Starts the real server (scripts/dev-api.ts) and waits for /api/health. */
export async function startServer(env: Record<string, string>, port: number): Promise<BenchServer> {
  const t0 = performance.now()
  // BENCH_PROFILE=dir writes the server's CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/dev-api.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: '0',
      RATE_LIMIT_API_MAX: '100000000',
      RATE_LIMIT_AUTH_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
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
  return { child, port, startMs: performance.now() - t0 }
}

export async function stopServer(server: BenchServer) {
  server.child.kill('SIGTERM')
  await new Promise((r) => server.child.once('exit', r))
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
export const FLOOR = ['GET /api/health (floor)', '/api/health'] as const

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
 * One row of a benchmark's table: a 3 s warm-up (code compiled, pages in memory), then `seconds` of load,
 * with the server's and PostgreSQL's CPU per request.
 */
export async function measureRow(
  server: BenchServer,
  cookie: string,
  [label, path]: readonly [string, string],
  opts: LoadOptions & { seconds: number },
) {
  const url = `http://127.0.0.1:${server.port}${path}`
  await load(url, cookie, { ...opts, seconds: 3 })
  const cpu = cpuPerRequest(server.child.pid!)
  const r = await load(url, cookie, opts)
  const latency = `p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms`
  return `${label.padEnd(46)} ${String(r.rps).padStart(5)} req/s  ${latency}  ${cpu(r.requests)}`
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
  const pg = (await import('pg')).default
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
