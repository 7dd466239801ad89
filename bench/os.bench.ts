// OS benchmark (issue 5): 200 000 OS with two lines each in one company, 50 other companies with a few
// hundred each; then the OS list (filters, search, sort, summary cards) and OS creation with 5 lines
// at 10 connections on PostgreSQL. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:os
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createBenchDatabase, FLOOR, heading, measureRow, startServer, stopServer } from './bench-server'
import { seedOsCompanies } from './os-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!pgUrl) {
  console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
  process.exit(0)
}

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-os-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3304)
  try {
    const client = new pg.Client({ connectionString: db.url })
    // The database is dropped at the end (and on failure): that ends this connection, not an error.
    client.on('error', () => {})
    await client.connect()
    const t0 = performance.now()
    const { cookie, empresaId, servico, produto } = await seedOsCompanies(server.port, client, ROWS)
    const [{ cliente_id, nome }] = (
      await client.query(
        `select c.id as cliente_id, c.nome_razao as nome from os join clientes c on c.id = os.cliente_id where os.empresa_id = $1 limit 1`,
        [empresaId],
      )
    ).rows
    await client.end()
    rows.push(
      `seeded ${ROWS} OS (+ ${2 * ROWS} lines) and 50 companies × 300 in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )

    const novaOs = {
      cliente_id,
      itens: [
        ...Array.from({ length: 3 }, () => ({
          tipo: 'servico',
          referencia_id: servico,
          quantidade: 1,
          valor_unitario: 35000,
        })),
        ...Array.from({ length: 2 }, () => ({
          tipo: 'produto',
          referencia_id: produto,
          quantidade: 2,
          valor_unitario: 8990,
        })),
      ],
    }
    for (const [label, url, opts] of [
      [...FLOOR, {}],
      ['GET /api/os (page 1 + cards)', '/api/os', {}],
      ['GET /api/os?status=em_execucao', '/api/os?status=em_execucao', {}],
      ['GET /api/os?prioridade=alta&page=50', '/api/os?prioridade=alta&page=50', {}],
      ['GET /api/os?sort=total_geral', '/api/os?sort=total_geral&dir=desc', {}],
      ['GET /api/os?q=<number>', '/api/os?q=OS-2025-12345', {}],
      ['GET /api/os?q=<client name>', `/api/os?q=${encodeURIComponent(nome)}`, {}],
      ['GET /api/os?cliente_id=…', `/api/os?cliente_id=${cliente_id}`, {}],
      ['POST /api/os (5 lines)', '/api/os', { method: 'POST', body: novaOs }],
    ] as const) {
      rows.push(await measureRow(server, cookie, [label, url], { seconds: SECONDS, ...opts }))
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
