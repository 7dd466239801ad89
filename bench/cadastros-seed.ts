// The registers benchmark's data, shared by bench:cadastros and bench:ab: one company with `rows` customers
// and as many vehicles, and the list and search requests its table measures.
import type pg from 'pg'
import { cnpjCheckDigits } from '../src/shared/documentos/cnpj'
import { type BenchRow, empresaIdOf, signUpCookie } from './bench-server'

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

/** `rows` customers (companies, with a phone) and one vehicle each, with fresh statistics. */
export async function seedCadastros(client: pg.Client, empresaId: string, rows: number) {
  for (let start = 0; start < rows; start += 5000) {
    const n = Math.min(5000, rows - start)
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
      Array.from({ length: rows }, (_, i) => placa(i)),
      Array.from({ length: rows }, (_, i) => spread(i, 50)),
    ],
  )
  // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only counts).
  await client.query('vacuum analyze clientes')
  await client.query('vacuum analyze veiculos')
  // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
  await client.query('checkpoint')
}

/** The registers' list and search requests, for a company seeded by `seedCadastros` with `rows`. */
export async function cadastrosRows(port: number, cookie: string, rows: number): Promise<BenchRow[]> {
  // Próxima from the page before sends the last row seen (`after`): what the list screen asks for.
  const deep = Math.floor(rows / 20)
  const res = await fetch(`http://127.0.0.1:${port}/api/clientes?page=${deep - 1}`, { headers: { cookie } })
  const before = (await res.json()) as { items: { id: string }[] }
  const mercosul = `${placa(4242).slice(0, 4)}${letters[Number(placa(4242)[4])]}${placa(4242).slice(5)}`
  return [
    ['GET /api/clientes (page 1)', '/api/clientes'],
    [`GET /api/clientes?page=${deep}&after=…`, `/api/clientes?page=${deep}&after=${before.items.at(-1)?.id}`],
    // A page number typed into the URL, without the anchor the screen sends: it skips (deep − 1) × 10 index
    // entries, linear in the depth and outside the target (decision 015).
    [`GET /api/clientes?page=${deep} (typed, no anchor)`, `/api/clientes?page=${deep}`],
    ['GET /api/clientes?q=silva', '/api/clientes?q=silva'],
    ['GET /api/clientes?q=<cnpj>', `/api/clientes?q=${cnpj(4242)}`],
    ['GET /api/clientes?q=<phone digits>', '/api/clientes?q=98765'],
    ['GET /api/clientes?q=<no match>', '/api/clientes?q=zzzz'],
    ['GET /api/veiculos (page 1)', '/api/veiculos'],
    ['GET /api/veiculos?q=<mercosul plate>', `/api/veiculos?q=${mercosul}`],
    ['GET /api/veiculos?q=modelo 7', '/api/veiculos?q=modelo%207'],
  ]
}

/** A company signed up through the API and seeded: its admin's cookie and the rows to measure. */
export async function cadastrosDataset(port: number, client: pg.Client, rows: number) {
  const cookie = await signUpCookie(port)
  await seedCadastros(client, await empresaIdOf(port, cookie), rows)
  return {
    cookie,
    rows: await cadastrosRows(port, cookie, rows),
    seeded: `${rows} clientes + ${rows} veículos`,
  }
}
