// OS benchmark (issue 5): 200 000 OS with two lines each in one company, 50 other companies with a few
// hundred each; then the OS list (filters, search, sort, summary cards) and OS creation with 5 lines
// at 10 connections on PostgreSQL. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:os
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createBenchDatabase, load, signUpCookie, startServer, stopServer } from './bench-server'

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!pgUrl) {
  console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
  process.exit(0)
}

/** Clients, vehicles, a service, a product and `rows` OS (mostly delivered, some open) with two lines each. */
async function seed(client: pg.Client, empresaId: string, rows: number) {
  const clientes = Math.max(10, Math.floor(rows / 10))
  await client.query(
    `insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao, celular)
     select $1::uuid, 'juridica', 'B' || md5($1::text || s)::varchar(13), 'Cliente ' || s || ' ' || (array['Silva','Souza','Lima','Costa'])[1 + s % 4], '119' || lpad(s::text, 8, '0')
     from generate_series(1, $2) s`,
    [empresaId, clientes],
  )
  await client.query(
    `insert into veiculos (empresa_id, cliente_id, marca, modelo, placa)
     select empresa_id, id, 'Fiat', 'Uno', upper(substr(md5(id::text), 1, 3)) || (row_number() over ())::text
     from clientes where empresa_id = $1`,
    [empresaId],
  )
  // Fresh statistics after each bulk insert: the next insert's foreign-key checks would otherwise plan
  // for empty tables (a scan per row).
  await client.query('analyze clientes, veiculos')
  const [{ servico }] = (
    await client.query(
      `insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico) values ($1, 'SRV-B', 'Funilaria', 35000) returning id as servico`,
      [empresaId],
    )
  ).rows
  const [{ produto }] = (
    await client.query(
      `insert into produtos (empresa_id, sku, descricao, preco_publico, controla_estoque, estoque_atual) values ($1, 'TINTA', 'Tinta', 8990, true, 1000) returning id as produto`,
      [empresaId],
    )
  ).rows
  await client.query(
    `with c as (select c.id as cliente_id, v.id as veiculo_id, row_number() over () as n
                from clientes c join veiculos v on v.empresa_id = c.empresa_id and v.cliente_id = c.id where c.empresa_id = $1)
     insert into os (empresa_id, numero_os, cliente_id, veiculo_id, status, prioridade, data_abertura, previsao_entrega,
                     subtotal_servicos, subtotal_produtos, total_geral, criado_em)
     select $1::uuid, 'OS-2025-' || lpad(s::text, 6, '0'), c.cliente_id, c.veiculo_id,
            case when s % 50 = 0 then 'em_execucao' when s % 50 = 1 then 'rascunho' when s % 50 = 2 then 'aguardando_peca' when s % 97 = 0 then 'cancelado' else 'entregue' end,
            (array['baixa','media','alta'])[1 + s % 3], current_date - (s % 700), current_date - (s % 700) + 7,
            35000, 17980, 52980, now() - make_interval(mins => $2 - s)
     from generate_series(1, $2) s join c on c.n = 1 + s % $3`,
    [empresaId, rows, clientes],
  )
  // Fresh statistics first: the lines' foreign-key checks would otherwise plan for an empty `os`.
  await client.query('analyze os')
  await client.query(
    `insert into os_itens (empresa_id, os_id, ordem, tipo, referencia_id, descricao, quantidade, valor_unitario, subtotal)
     select empresa_id, id, 0, 'servico', $2::uuid, 'Funilaria', 1, 35000, 35000 from os where empresa_id = $1
     union all
     select empresa_id, id, 1, 'produto', $3::uuid, 'Tinta', 2, 8990, 17980 from os where empresa_id = $1`,
    [empresaId, servico, produto],
  )
  return { servico, produto }
}

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-os-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3304)
  try {
    const base = `http://127.0.0.1:${server.port}`
    const client = new pg.Client({ connectionString: db.url })
    // The database is dropped at the end (and on failure): that ends this connection, not an error.
    client.on('error', () => {})
    await client.connect()
    const t0 = performance.now()
    for (let i = 0; i < 50; i++) {
      const cookie = await signUpCookie(server.port)
      const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()
      await seed(client, me.empresa.id, 300)
    }
    const cookie = await signUpCookie(server.port)
    const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()
    const { servico, produto } = await seed(client, me.empresa.id, ROWS)
    for (const table of ['clientes', 'veiculos', 'os', 'os_itens'])
      await client.query(`vacuum analyze ${table}`)
    // The triggers counted the seeded rows already; nothing else to prepare.
    const [{ cliente_id, nome }] = (
      await client.query(
        `select c.id as cliente_id, c.nome_razao as nome from os join clientes c on c.id = os.cliente_id where os.empresa_id = $1 limit 1`,
        [me.empresa.id],
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
      ['GET /api/os (page 1 + cards)', '/api/os', {}],
      ['GET /api/os?status=em_execucao', '/api/os?status=em_execucao', {}],
      ['GET /api/os?prioridade=alta&page=50', '/api/os?prioridade=alta&page=50', {}],
      ['GET /api/os?sort=total_geral', '/api/os?sort=total_geral&dir=desc', {}],
      ['GET /api/os?q=<number>', '/api/os?q=OS-2025-012345', {}],
      ['GET /api/os?q=<client name>', `/api/os?q=${encodeURIComponent(nome)}`, {}],
      ['GET /api/os?cliente_id=…', `/api/os?cliente_id=${cliente_id}`, {}],
      ['POST /api/os (5 lines)', '/api/os', { method: 'POST', body: novaOs }],
    ] as const) {
      await load(base + url, cookie, { seconds: 3, ...opts }) // warm-up: code compiled, pages in memory
      const r = await load(base + url, cookie, { seconds: SECONDS, ...opts })
      rows.push(`${label.padEnd(38)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`)
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
console.log(`\nBancada OS benchmark (PostgreSQL, 10 connections, ${SECONDS} s each)`)
for (const row of rows) console.log(row)
