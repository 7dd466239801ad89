// Reports benchmark (issue 10): one company with 500 000 titles over 166 667 invoiced OS (bench:financeiro's
// data) plus 33 333 open OS, two lines per OS, a quote sent and approved and the delivery in the history;
// then both reports over 'this year' and 'the last 30 days' at 10 connections on PostgreSQL.
// Prints figures; not a test. Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:relatorios
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import {
  createBenchDatabase,
  heading,
  measureRow,
  signUpCookie,
  startServer,
  stopServer,
} from './bench-server'
import { seedTitulos } from './financeiro-seed'

const TITULOS = Number(process.env.BENCH_ROWS ?? 500_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!pgUrl) {
  console.log('Set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.')
  process.exit(0)
}

/** What the titles' seed leaves out and the reports read: open OS, lines with costs, status history. */
async function completar(client: pg.Client, empresaId: string, abertas: number) {
  await client.query(
    `insert into os (empresa_id, numero_os, sequencia, cliente_id, veiculo_id, status, data_abertura, previsao_entrega, total_geral, criado_em)
     select $1::uuid, 'OS-2026-' || lpad(s::text, 6, '0'), s, o.cliente_id, o.veiculo_id,
            (array['rascunho','orcamento_enviado','aprovado','em_execucao'])[1 + s % 4], current_date - s % 60,
            current_date - s % 60 + 7, 52980, now() - make_interval(days => s % 60)
     from generate_series(1, $2) s
     cross join lateral (select cliente_id, veiculo_id from os where empresa_id = $1 and sequencia = 1 + s % 1000) o`,
    [empresaId, abertas],
  )
  const [{ servico }] = (
    await client.query(
      `insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico, custo_base) values ($1, 'SRV-B', 'Funilaria', 35000, 12000) returning id as servico`,
      [empresaId],
    )
  ).rows
  const [{ produto }] = (
    await client.query(
      `insert into produtos (empresa_id, sku, descricao, preco_publico, custo_base) values ($1, 'TINTA', 'Tinta', 8990, 4000) returning id as produto`,
      [empresaId],
    )
  ).rows
  await client.query('analyze os')
  await client.query(
    `insert into os_itens (empresa_id, os_id, ordem, tipo, referencia_id, descricao, quantidade, valor_unitario, subtotal)
     select empresa_id, id, 0, 'servico', $2::uuid, 'Funilaria', 1, 35000, 35000 from os where empresa_id = $1
     union all
     select empresa_id, id, 1, 'produto', $3::uuid, 'Tinta', 2, 8990, 17980 from os where empresa_id = $1`,
    [empresaId, servico, produto],
  )
  // A bulk load: the history's trigger would look each OS up in a table its statistics call empty, so it
  // is off for the load and the company's sums are rebuilt after (decision 012).
  await client.query('alter table os_historico disable trigger os_historico_relatorios_insert')
  await client.query(
    `insert into os_historico (empresa_id, os_id, de_status, para_status, evento, criado_em)
     select empresa_id, id, 'rascunho', 'orcamento_enviado', 'status', criado_em from os where empresa_id = $1
     union all
     select empresa_id, id, 'orcamento_enviado', 'aprovado', 'status', criado_em + interval '1 hour' from os
       where empresa_id = $1 and status not in ('rascunho', 'orcamento_enviado')
     union all
     select empresa_id, id, 'concluido', 'entregue', 'status', data_conclusao + interval '1 day' from os
       where empresa_id = $1 and status = 'entregue'`,
    [empresaId],
  )
  await client.query('alter table os_historico enable trigger os_historico_relatorios_insert')
  await client.query('select bancada_relatorios_reconstruir($1)', [empresaId])
}

const db = await createBenchDatabase(pgUrl)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-rel-'))
const rows: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3318)
  try {
    const base = `http://127.0.0.1:${server.port}`
    const client = new pg.Client({ connectionString: db.url })
    // The database is dropped at the end (and on failure): that ends this connection, not an error.
    client.on('error', () => {})
    await client.connect()
    const t0 = performance.now()
    const cookie = await signUpCookie(server.port)
    const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()
    await seedTitulos(client, me.empresa.id, TITULOS)
    await completar(client, me.empresa.id, Math.round(TITULOS / 15))
    for (const table of [
      'clientes',
      'veiculos',
      'os',
      'os_itens',
      'os_historico',
      'ar_titulos',
      'pagamentos',
    ])
      await client.query(`vacuum analyze ${table}`)
    // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
    await client.query('checkpoint')
    const [s] = (
      await client.query(
        `select (select count(*)::int from os where empresa_id = $1) as oss,
           (select count(*)::int from ar_titulos where empresa_id = $1) as titulos,
           (select count(*)::int from pagamentos where empresa_id = $1) as pagamentos,
           (select count(*)::int from os_historico where empresa_id = $1) as historico`,
        [me.empresa.id],
      )
    ).rows
    await client.end()
    rows.push(
      `seeded ${s.oss} OS, ${s.titulos} titles, ${s.pagamentos} receipts, ${s.historico} status changes in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    for (const tipo of ['servico', 'financeiro'] as const) {
      for (const periodo of ['este_ano', '30d'] as const) {
        const endpoint = `/api/relatorios/${tipo}?periodo=${periodo}`
        rows.push(await measureRow(server, cookie, [`GET ${endpoint}`, endpoint], { seconds: SECONDS }))
      }
    }
  } finally {
    await stopServer(server)
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${db.url}`)
  else await db.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(heading('reports', SECONDS, '; figures are rough on a shared CPU'))
for (const row of rows) console.log(row)
process.exit(0)
