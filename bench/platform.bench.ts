// Platform benchmark, through `npm start` as a shop runs it: first start (web and server build included,
// fresh data), restart to the login page, how long PGlite itself takes to open, stopping on SIGTERM,
// resident memory, and GET /api/me throughput and p99 — on the embedded database and (when
// TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL.
// Prints figures; it is not a test. Usage: npm run bench (BENCH_SECONDS=10 by default).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { builds, root } from '../scripts/build-stamp.mjs'
import { openPglite } from '../src/server/db/client'
import { createBenchDatabase, load, rssMb, signUpCookie } from './bench-server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const rows: string[] = []

/** A process and all its descendants, with their CPU ticks and command lines (Linux /proc; [] elsewhere). */
function processTree(rootPid: number) {
  const procs = (existsSync('/proc') ? readdirSync('/proc') : [])
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        return [{ pid: Number(pid), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), cmd }]
      } catch {
        return []
      }
    })
  const tree = procs.filter((p) => p.pid === rootPid)
  for (let i = 0; i < tree.length; i++) tree.push(...procs.filter((p) => p.ppid === tree[i].pid))
  return tree
}

/** CPU seconds used so far by a process and its descendants (Linux's USER_HZ is 100); NaN without /proc. */
const treeCpuSeconds = (pid: number) => {
  const tree = processTree(pid)
  return tree.length ? tree.reduce((sum, p) => sum + p.ticks, 0) / 100 : Number.NaN
}

interface Started {
  npm: ChildProcess
  port: number
  /** From spawning `npm start` to the login page answering. */
  ms: number
  cpu: number
}

/** `npm start` until GET /auth answers the login page (the app's HTML). */
async function npmStart(env: Record<string, string>, port: number): Promise<Started> {
  const t0 = performance.now()
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_API_MAX: '100000000',
      RATE_LIMIT_AUTH_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/auth`).catch(() => null)
    if (res?.ok && (await res.text()).includes('<div id="root">')) break
    if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  return { npm, port, ms: performance.now() - t0, cpu: treeCpuSeconds(npm.pid!) }
}

/** SIGTERM to npm itself; answers how long until the server stops answering. */
async function stop({ npm, port }: Started): Promise<number> {
  const t0 = performance.now()
  npm.kill('SIGTERM')
  while (await fetch(`http://127.0.0.1:${port}/auth`).catch(() => null)) {
    await new Promise((r) => setTimeout(r, 20))
  }
  return performance.now() - t0
}

const segundos = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const started = (s: Started) => `${segundos(s.ms)} (CPU ${s.cpu.toFixed(1)} s)`

async function measure(label: string, env: Record<string, string>, port: number, rebuild: boolean) {
  // A fresh clone has no dist/: without the build stamps, npm start builds the web app and the server.
  if (rebuild)
    for (const build of Object.values(builds)) rmSync(path.join(root, build.stamp), { force: true })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-'))
  try {
    const first = await npmStart({ DATA_DIR: dataDir, ...env }, port)
    await stop(first)
    const restart = await npmStart({ DATA_DIR: dataDir, ...env }, port)
    const cookie = await signUpCookie(port)
    const server = processTree(restart.npm.pid!).find((p) => p.cmd.includes('scripts/start.mjs'))?.pid
    const rss = () => (server ? rssMb(server) : Number.NaN)
    const idle = rss()
    const me = await load(`http://127.0.0.1:${port}/api/me`, cookie, { seconds: SECONDS })
    const loaded = rss()
    const stopMs = await stop(restart)
    let pglite = ''
    if (!env.DATABASE_URL) {
      const t0 = performance.now()
      await (await openPglite(path.join(dataDir, 'pgdata'))).close()
      pglite = ` (PGlite alone opens in ${segundos(performance.now() - t0)})`
    }
    rows.push(
      `${label.padEnd(11)} first start ${rebuild ? '(web and server build included) ' : ''}${started(first)} | ` +
        `restart to login page ${started(restart)}${pglite} | SIGTERM to npm: stopped in ${segundos(stopMs)}`,
      `${''.padEnd(11)} RSS idle ${idle.toFixed(0)} MB, after load ${loaded.toFixed(0)} MB | ` +
        `GET /api/me ${me.rps} req/s, p50 ${me.p50} ms, p99 ${me.p99} ms (10 connections, ${SECONDS} s)`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await measure('PGlite', {}, 3301, true)

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (pgUrl) {
  const db = await createBenchDatabase(pgUrl)
  try {
    await measure('PostgreSQL', { DATABASE_URL: db.url, DEMO: '1' }, 3302, false)
  } finally {
    await db.drop()
  }
} else {
  rows.push('PostgreSQL  skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL')
}

console.log('\nBancada platform benchmark (npm start; CPU = seconds of CPU used by npm and its children)')
for (const row of rows) console.log(row)
