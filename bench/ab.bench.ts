// A/B benchmark: another commit's server (A, the ref) and this working tree's (B) side by side on ONE
// PostgreSQL database, seeded once with the registers', OS and receivables benches' data; every row of
// those benches (reads, the dashboard, POST /api/os) and the floor row measured on both, alternating
// which side goes first so that the machine's drift cancels out. Prints req/s and p99 of each side, the
// ratios tree/ref and the rows outside the acceptance figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:ab -- <git-ref>
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (1), BENCH_ONLY (a regular expression on the rows' labels), BENCH_ROWS (all three sizes), BENCH_CADASTROS_ROWS (20 000),
// BENCH_OS_ROWS (40 000), BENCH_TITULOS_ROWS (100 000): a full run takes about 10 minutes on 2 cores.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  acceptance,
  compare,
  deprecationWarnings,
  markdownTable,
  type Outcome,
  type RowOutcomes,
  type Side,
  textTable,
} from './ab-report'
import {
  type BenchRow,
  type BenchServer,
  benchDatabaseUrl,
  createBenchDatabase,
  FLOOR,
  heading,
  measure,
  seedClient,
  startServer,
  stopServer,
} from './bench-server'
import { cadastrosDataset } from './cadastros-seed'
import { financeiroDataset } from './financeiro-seed'
import { freePort } from './local-process'
import { osDataset } from './os-seed'
import { checkOutWorktree, describeWorkingTree, lockfileDiffers, shortCommit } from './ref-worktree'

const ref = process.argv[2]
if (!ref) {
  console.error(
    'Usage: npm run bench:ab -- <git-ref>   (a branch, tag or commit to compare the working tree with)',
  )
  process.exit(1)
}
const pgUrl = benchDatabaseUrl()

// A fifth of the standalone benches' sizes: both sides measure every row, so a run holds twice the rows.
const rowsOf = (name: string, standard: number) =>
  Number(process.env[name] ?? process.env.BENCH_ROWS ?? standard)
const SIZES = {
  cadastros: rowsOf('BENCH_CADASTROS_ROWS', 20_000),
  os: rowsOf('BENCH_OS_ROWS', 40_000),
  titulos: rowsOf('BENCH_TITULOS_ROWS', 100_000),
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
// A look at a few rows while working on them: only those whose label matches (the floor row always runs).
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined

/** What to undo, newest first and once, whichever way the run ends: success, failure or Ctrl-C. */
const undo: (() => unknown)[] = []
let undoing: Promise<void> | undefined
function cleanUp(): Promise<void> {
  undoing ??= (async () => {
    for (let step = undo.pop(); step; step = undo.pop()) {
      try {
        await step()
      } catch (error) {
        console.error(`clean-up: ${(error as Error).message}`)
      }
    }
  })()
  return undoing
}
// Ctrl-C: the servers get it too and the run fails on its own; the clean-up runs here all the same. The
// handler stays for the signals that follow (npm and tsx pass theirs on): with none left, tsx would end
// this process half-way through the clean-up.
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: stopping the servers, dropping the database, removing the worktree…`)
    void cleanUp().then(() => process.exit(130))
  })
}

/** A temporary folder removed at the end. */
function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bancada-bench-ab-${name}-`))
  undo.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * One side's server on the shared database, stopped at the end. Both share the auth secret, so one
 * session cookie signs in on either; --trace-deprecation makes a deprecation warning say where it comes from.
 */
async function startSide(env: Record<string, string>, cwd?: string): Promise<BenchServer> {
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --trace-deprecation`.trim()
  const sideEnv = { ...env, DATA_DIR: tempDir('data'), NODE_OPTIONS: nodeOptions }
  const server = await startServer(sideEnv, await freePort(), { cwd, captureStderr: true })
  undo.push(() => stopServer(server))
  return server
}

interface Dataset {
  cookie: string
  rows: BenchRow[]
  seeded: string
}

/** The three benches' data, seeded through the working tree's server; one line per dataset for the heading. */
async function seedAll(port: number, databaseUrl: string) {
  const client = await seedClient(databaseUrl)
  const datasets: Dataset[] = []
  const seeded: string[] = []
  for (const seed of [
    () => cadastrosDataset(port, client, SIZES.cadastros),
    () => osDataset(port, client, SIZES.os),
    () => financeiroDataset(port, client, SIZES.titulos),
  ]) {
    const t0 = performance.now()
    const dataset = await seed()
    datasets.push(dataset)
    seeded.push(`seeded ${dataset.seeded} in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    console.log(seeded.at(-1))
  }
  await client.end()
  return { datasets, seeded }
}

/**
 * Every row with the cookie of the company it was seeded for, the floor first. Writes go last: the OS
 * that POST /api/os adds would otherwise change what the reads after it find.
 */
function planRows(datasets: Dataset[]) {
  const rows = datasets
    .flatMap((d) => d.rows.map((row) => ({ row, cookie: d.cookie })))
    .filter((r) => !ONLY || ONLY.test(r.row[0]))
  const isWrite = (r: { row: BenchRow }) => r.row[2] !== undefined
  return [
    { row: FLOOR, cookie: datasets[0].cookie },
    ...rows.filter((r) => !isWrite(r)),
    ...rows.filter(isWrite),
  ]
}

/** One side's figures for a row; a failure (a non-2xx answer, a server gone) is recorded, not thrown. */
async function measureSide(server: BenchServer, cookie: string, row: BenchRow): Promise<Outcome> {
  try {
    const { rps, p99, cpu } = await measure(server, cookie, row, { seconds: SECONDS })
    return { rps, p99, cpu }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

const show = (o: Outcome) => ('error' in o ? 'error' : `${o.rps} req/s p99 ${o.p99} ms (${o.cpu})`)

/**
 * Every row on both sides, ROUNDS times. The side that goes first alternates from row to row (A B, B A,
 * A B…): a machine that slows down during the run then weighs on both sides alike.
 */
async function runAlternating(servers: Record<Side, BenchServer>, plan: ReturnType<typeof planRows>) {
  const results = new Map<string, RowOutcomes>()
  let turn = 0
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, { row, cookie }] of plan.entries()) {
      const order: Side[] = turn++ % 2 === 0 ? ['ref', 'tree'] : ['tree', 'ref']
      const outcomes = results.get(row[0]) ?? { label: row[0], ref: [], tree: [] }
      results.set(row[0], outcomes)
      for (const side of order) outcomes[side].push(await measureSide(servers[side], cookie, row))
      const progress = `[${round}/${ROUNDS} ${i + 1}/${plan.length}] ${row[0]}`
      console.log(`${progress}: ref ${show(outcomes.ref.at(-1)!)} | tree ${show(outcomes.tree.at(-1)!)}`)
    }
  }
  return [...results.values()]
}

/** The errors behind the table's "error" cells, once per row and side. */
function errorLines(rows: RowOutcomes[]): string[] {
  return rows.flatMap((r) =>
    (['ref', 'tree'] as const).flatMap((side) => {
      const failed = r[side].find((o) => 'error' in o)
      return failed && 'error' in failed ? [`${side} · ${r.label}: ${failed.error}`] : []
    }),
  )
}

/** What each side printed about deprecations, with the stack --trace-deprecation adds. */
function deprecationReport(servers: Record<Side, BenchServer>, names: Record<Side, string>): string[] {
  const lines = ["Deprecation warnings in the servers' stderr (NODE_OPTIONS=--trace-deprecation):"]
  for (const side of ['ref', 'tree'] as const) {
    const warnings = deprecationWarnings(servers[side].stderr.join(''))
    lines.push(`  ${side}: ${names[side]}${warnings.length ? '' : ': none'}`)
    for (const w of warnings) lines.push(w.replace(/^/gm, '      '))
  }
  return lines
}

const refCommit = (() => {
  try {
    return shortCommit(ref)
  } catch {
    console.error(`${ref} names no commit of this repository.`)
    process.exit(1)
  }
})()

/** Checks the ref out, seeds one database, starts both servers on it and measures every row on each. */
async function run(names: Record<Side, string>) {
  const checkout = checkOutWorktree(refCommit)
  undo.push(checkout.remove)
  const db = await createBenchDatabase(pgUrl)
  undo.push(db.drop)
  const env = { DATABASE_URL: db.url, AUTH_SECRET: randomBytes(32).toString('base64url') }
  // The working tree's server first: it migrates the database the ref's server then finds up to date.
  // It seeds, then stops: both measured servers start fresh, neither carries the seeding's heap (the
  // seeding server answered the floor row 1.5× slower than a fresh one of the same code).
  const seeder = await startSide(env)
  const { datasets, seeded } = await seedAll(seeder.port, db.url)
  await stopServer(seeder)
  const servers = { ref: await startSide(env, checkout.dir), tree: await startSide(env) }
  const plan = planRows(datasets)
  console.log(`${plan.length} rows × 2 sides × ${ROUNDS} round(s), ${SECONDS} s each after a 3 s warm-up`)
  const rows = await runAlternating(servers, plan)
  report(names, seeded, rows, servers)
}

/** The heading, the table, the verdict, the errors and deprecations; then all of it again in Markdown. */
function report(
  names: Record<Side, string>,
  seeded: string[],
  rows: RowOutcomes[],
  servers: Record<Side, BenchServer>,
) {
  const compared = compare(rows, FLOOR[0])
  const errors = errorLines(rows)
  const about = [
    heading('A/B', SECONDS, `, ${ROUNDS} round(s), sides alternating, one database for both`).trim(),
    `A = ref: ${names.ref}`,
    `B = tree: ${names.tree}`,
    ...seeded,
  ]
  console.log(`\n${about.join('\n')}\n\n${textTable(compared)}\n\n${acceptance(compared)}`)
  if (errors.length) console.log(`\nErrors:\n${errors.map((e) => `  ${e}`).join('\n')}`)
  console.log(`\n${deprecationReport(servers, names).join('\n')}`)
  const markdown = [
    about.map((line) => `- ${line}`).join('\n'),
    markdownTable(compared),
    acceptance(compared),
  ]
  console.log(`\nMarkdown:\n\n${markdown.join('\n\n')}`)
}

const names: Record<Side, string> = { ref: `${ref} (${refCommit})`, tree: describeWorkingTree() }
console.log(
  `A/B: ${names.ref} vs ${names.tree}; seeding ${SIZES.cadastros} clientes, ${SIZES.os} OS, ${SIZES.titulos} títulos`,
)
if (lockfileDiffers(refCommit)) {
  console.warn(
    `⚠ package-lock.json differs between ${ref} and the working tree: both sides run on the working tree's node_modules, so the ref does not run on its own dependencies.`,
  )
}
try {
  await run(names)
} catch (error) {
  // After Ctrl-C the failures that follow (servers gone) are no news.
  if (!interrupted) throw error
} finally {
  await cleanUp()
}
// bench-server's admin connection to PostgreSQL is closed by the clean-up; end here all the same.
process.exit(interrupted ? 130 : 0)
