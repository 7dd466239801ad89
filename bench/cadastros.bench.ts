// Registers benchmark (issue 4): 100 000 customers and 100 000 vehicles in one company on PostgreSQL,
// then the list and search endpoints at 10 connections. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:cadastros
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { cnpjCheckDigits } from '../src/shared/documentos/cnpj'
import {
  createBenchDatabase,
  FLOOR,
  heading,
  measureRow,
  signUpCookie,
  startServer,
  stopServer,
} from './bench-server'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!pgUrl) {
  console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
  process.exit(0)
}

const nomes = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Costa',
  'Almeida',
  'Ferreira',
  'Rodrigues',
]
const marcas = ['Fiat', 'Volkswagen', 'Chevrolet', 'Ford', 'Honda', 'Toyota']
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A well-spread pick in 0..n-1 for row i. Real registers' names and models do not repeat with a period
 * along the sort order; a period (i % n) lines up with ANALYZE's equal-frequency histogram, which then
 * holds one name or model only and misjudges how often a searched one occurs (decision 018).
 */
function spread(i: number, n: number) {
  // MurmurHash3's 32-bit finaliser: every input bit moves every output bit.
  let h = Math.imul(i ^ (i >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return ((h ^ (h >>> 16)) >>> 0) % n
}

/** Unique numeric CNPJs with valid check digits (root from i, branch 0001). */
const cnpj = (i: number) => {
  const base = `${String(i).padStart(8, '0')}0001`
  return base + cnpjCheckDigits(base)
}
/** Unique old-style plates: AAA + 4 digits from i. */
const placa = (i: number) =>
  letters[Math.floor(i / 260000) % 26] +
  letters[Math.floor(i / 10000) % 26] +
  letters[Math.floor(i / 1000) % 10] +
  String(i % 10000).padStart(4, '0')

async function seed(url: string, empresaId: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const t0 = performance.now()
  for (let start = 0; start < ROWS; start += 5000) {
    const n = Math.min(5000, ROWS - start)
    const ids = Array.from({ length: n }, (_, k) => start + k)
    await client.query(
      `insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao, celular, cidade, uf)
       select $1, 'juridica', d, 'Cliente ' || s || ' ' || nm, '119' || lpad((s % 100000000)::text, 8, '0'), 'São Paulo', 'SP'
       from unnest($2::text[], $3::int[], $4::text[]) as u(d, s, nm)`,
      [empresaId, ids.map(cnpj), ids, ids.map((i) => nomes[spread(i, nomes.length)])],
    )
  }
  await client.query(
    `insert into veiculos (empresa_id, cliente_id, marca, modelo, placa, ano)
     select c.empresa_id, c.id, (array['${marcas.join("','")}'])[1 + (row_number() over () % ${marcas.length})], 'Modelo ' || p.modelo,
            p.placa, 2010 + (row_number() over () % 15)::int
     from (select empresa_id, id, row_number() over (order by id) as rn from clientes where empresa_id = $1) c
     join unnest($2::text[], $3::int[]) with ordinality as p(placa, modelo, rn) on p.rn = c.rn`,
    [
      empresaId,
      Array.from({ length: ROWS }, (_, i) => placa(i)),
      Array.from({ length: ROWS }, (_, i) => spread(i, 50)),
    ],
  )
  // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only counts).
  await client.query('vacuum analyze clientes')
  await client.query('vacuum analyze veiculos')
  // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
  await client.query('checkpoint')
  await client.end()
  return performance.now() - t0
}

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-cad-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3303)
  try {
    const cookie = await signUpCookie(server.port)
    const me = await (await fetch(`http://127.0.0.1:${server.port}/api/me`, { headers: { cookie } })).json()
    const seedMs = await seed(db.url, me.empresa.id)
    rows.push(`seeded ${ROWS} clientes + ${ROWS} veículos in ${(seedMs / 1000).toFixed(1)} s`)
    const base = `http://127.0.0.1:${server.port}`
    // Próxima from the page before sends the last row seen (`after`): what the list screen asks for.
    const deep = Math.floor(ROWS / 20)
    const before = await (
      await fetch(`${base}/api/clientes?page=${deep - 1}`, { headers: { cookie } })
    ).json()
    for (const row of [
      FLOOR,
      ['GET /api/clientes (page 1)', '/api/clientes'],
      ['GET /api/clientes?page=5000&after=…', `/api/clientes?page=${deep}&after=${before.items.at(-1).id}`],
      // A page number typed into the URL, without the anchor the screen sends: it skips 49 990 index entries,
      // linear in the depth and outside the target (decision 015).
      ['GET /api/clientes?page=5000 (typed, no anchor)', `/api/clientes?page=${deep}`],
      ['GET /api/clientes?q=silva', '/api/clientes?q=silva'],
      ['GET /api/clientes?q=<cnpj>', `/api/clientes?q=${cnpj(4242)}`],
      ['GET /api/clientes?q=<phone digits>', '/api/clientes?q=98765'],
      ['GET /api/clientes?q=<no match>', '/api/clientes?q=zzzz'],
      ['GET /api/veiculos (page 1)', '/api/veiculos'],
      [
        'GET /api/veiculos?q=<mercosul plate>',
        `/api/veiculos?q=${placa(4242).slice(0, 4)}${letters[Number(placa(4242)[4])]}${placa(4242).slice(5)}`,
      ],
      ['GET /api/veiculos?q=modelo 7', '/api/veiculos?q=modelo%207'],
    ] as const) {
      rows.push(await measureRow(server, cookie, row, { seconds: SECONDS }))
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
