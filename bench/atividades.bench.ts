// Activity-log benchmark (issue 29). (a) 5 million entries for one company, seeded with SQL, and the log
// view's pages (filters, search, a deep cursor) with p99 and its ratio to the floor row, in one run.
// (b) A/B: POST /api/os and GET /api/titulos with the audit triggers on and off, two databases of the same
// build side by side, alternating which side goes first; prints the p99 difference (target ≤ 10%).
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:atividades
// Env: ATIVIDADES_BENCH_ROWS (5 000 000), BENCH_SECONDS (5), BENCH_OS_ROWS (20 000), BENCH_TITULOS_ROWS
// (50 000), BENCH_ONLY=log|ab (one part).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import {
  type BenchRow,
  type BenchServer,
  benchDatabaseUrl,
  createBenchDatabase,
  empresaIdOf,
  FLOOR,
  heading,
  measure,
  seedClient,
  signUpCookie,
  startServer,
  stopServer,
} from './bench-server'
import { financeiroDataset } from './financeiro-seed'
import { osDataset } from './os-seed'

const ROWS = Number(process.env.ATIVIDADES_BENCH_ROWS ?? 5_000_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const OS_ROWS = Number(process.env.BENCH_OS_ROWS ?? 20_000)
const TITULOS_ROWS = Number(process.env.BENCH_TITULOS_ROWS ?? 50_000)
const ONLY = process.env.BENCH_ONLY
const pgUrl = benchDatabaseUrl()
// Printed as measured: a row that fails does not lose the others.
const log = (line: string) => console.log(line)
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-ativ-'))

/**
 * `rows` entries over the last 365 days (id order = time order), 12 users, the audited tables' mix of
 * entities and actions, a changed name and amount in each; one in 50 000 mentions 'Agulha'.
 */
async function seedAtividades(client: pg.Client, empresaId: string, adminId: string, rows: number) {
  const lote = 500_000
  for (let inicio = 1; inicio <= rows; inicio += lote) {
    const fim = Math.min(rows, inicio + lote - 1)
    await client.query(
      `insert into atividades (empresa_id, criado_em, usuario_id, usuario_nome, papel, origem, ip, user_agent,
         entidade, entidade_id, acao, campos, categoria)
       select $1, now() - interval '365 days' * (1 - n::float8 / $2),
         case when n % 12 = 0 then $3::uuid else md5('u' || (n % 12))::uuid end,
         case when n % 12 = 0 then 'Bench' else 'Usuário ' || (n % 12) end,
         (array['admin','gerente','operador','tecnico'])[1 + n % 4], 'usuario', '10.0.' || (n % 250) || '.' || (n % 200),
         'Mozilla/5.0 (X11; Linux x86_64) Bench', 
         (array['os','os_itens','clientes','ar_titulos','pagamentos','veiculos','agendamentos','sessao'])[1 + (n / 7) % 8],
         md5('e' || (n % 100000))::uuid::text,
         (array['criou','alterou','alterou','excluiu'])[1 + n % 4],
         jsonb_build_object('nome', jsonb_build_array('Cliente ' || n, case when n % 50000 = 0 then 'Agulha ' || n else 'Cliente ' || (n + 1) end),
           'valor', jsonb_build_array(n % 100000, n % 100000 + 500)),
         case when n % 8 = 7 then 'seguranca' else 'negocio' end
       from generate_series($4::bigint, $5::bigint) n`,
      [empresaId, rows, adminId, inicio, fim],
    )
  }
  await client.query('vacuum analyze atividades')
  await client.query('checkpoint')
}

async function logPart() {
  const db = await createBenchDatabase(pgUrl)
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3331)
    try {
      const cookie = await signUpCookie(server.port)
      const empresaId = await empresaIdOf(server.port, cookie)
      const me = await (await fetch(`http://127.0.0.1:${server.port}/api/me`, { headers: { cookie } })).json()
      const client = await seedClient(db.url)
      const t0 = performance.now()
      await seedAtividades(client, empresaId, me.user.id, ROWS)
      const [{ n, meio }] = (
        await client.query(
          'select count(*)::int as n, (min(id) + max(id)) / 2 as meio from atividades where empresa_id = $1',
          [empresaId],
        )
      ).rows
      await client.end()
      log(
        `seeded ${n} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s (ATIVIDADES_BENCH_ROWS=${ROWS})`,
      )
      const hoje = new Date().toISOString().slice(0, 10)
      const mes = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
      const semestre = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10)
      const semestreFim = new Date(Date.now() - 190 * 86_400_000).toISOString().slice(0, 10)
      const u = me.user.id
      const rows: BenchRow[] = [
        FLOOR,
        ['GET /api/atividades (newest 50)', '/api/atividades'],
        ['  ?usuario+entidade+30 days', `/api/atividades?usuario_id=${u}&entidade=os&de=${mes}&ate=${hoje}`],
        [
          '  ?usuario+entidade+10 days, 6 months ago',
          `/api/atividades?usuario_id=${u}&entidade=os&de=${semestre}&ate=${semestreFim}`,
        ],
        ['  ?entidade=pagamentos&acao=excluiu', '/api/atividades?entidade=pagamentos&acao=excluiu'],
        ['  ?antes=<middle id> (deep page)', `/api/atividades?antes=${meio}`],
        [
          '  ?usuario+entidade+30 days&q=cliente',
          `/api/atividades?usuario_id=${u}&entidade=os&de=${mes}&ate=${hoje}&q=cliente`,
        ],
        ['  ?q=agulha (rare; one window)', '/api/atividades?q=agulha'],
        [
          '  ?q=<record id> (entidade_id)',
          `/api/atividades?entidade=os&q=${encodeURIComponent('00000000-0000-0000-0000-000000000000')}`,
        ],
      ]
      let floor = 0
      for (const row of rows) {
        const r = await measure(server, cookie, row, { seconds: SECONDS }).catch((error: Error) => error)
        if (r instanceof Error) {
          log(`${row[0].padEnd(46)} ${r.message.replace(/^http:\/\/[^ ]+: /, '')}`)
          continue
        }
        if (row === FLOOR) floor = r.p99
        const ratio = row === FLOOR ? '' : `  ×${(r.p99 / floor).toFixed(1)} floor`
        log(
          `${row[0].padEnd(46)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${ratio}  ${r.cpu}`,
        )
      }
    } finally {
      await stopServer(server)
    }
  } finally {
    await db.drop()
  }
}

type Lado = {
  nome: string
  server: BenchServer
  os: { cookie: string; rows: BenchRow[] }
  fin: { cookie: string; rows: BenchRow[] }
}

async function abPart() {
  const dbs = [await createBenchDatabase(pgUrl), await createBenchDatabase(pgUrl)]
  const lados: Lado[] = []
  try {
    for (const [i, db] of dbs.entries()) {
      const nome = i === 0 ? 'triggers on' : 'triggers off'
      const dir = path.join(dataDir, `ab-${i}`)
      mkdirSync(dir, { recursive: true })
      const server = await startServer({ DATA_DIR: dir, DATABASE_URL: db.url }, 3332 + i)
      const client = await seedClient(db.url)
      if (i === 1) {
        const tabelas = (
          await client.query(
            `select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'bancada_atividades'`,
          )
        ).rows.map((r) => r.relname as string)
        for (const t of tabelas) await client.query(`alter table ${t} disable trigger bancada_atividades`)
        log(`off: bancada_atividades disabled on ${tabelas.length} tables`)
      }
      const t0 = performance.now()
      const os = await osDataset(server.port, client, OS_ROWS)
      const fin = await financeiroDataset(server.port, client, TITULOS_ROWS)
      const [{ n }] = (await client.query('select count(*)::int as n from atividades')).rows
      await client.query('vacuum analyze')
      await client.end()
      log(
        `${nome}: seeded ${os.seeded}; ${fin.seeded}; ${n} log entries, in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      )
      lados.push({
        nome,
        server,
        os: { cookie: os.cookie, rows: os.rows.filter((r) => r[0].startsWith('POST /api/os')) },
        fin: {
          cookie: fin.cookie,
          rows: fin.rows.filter((r) => r[0] === 'GET /api/titulos (page 1 + cards + PIX)'),
        },
      })
    }
    const casos: Array<[string, (l: Lado) => [string, BenchRow]]> = [
      ['floor', (l) => [l.os.cookie, FLOOR]],
      ['POST /api/os (5 lines)', (l) => [l.os.cookie, l.os.rows[0]!]],
      ['GET /api/titulos (page 1 + cards + PIX)', (l) => [l.fin.cookie, l.fin.rows[0]!]],
    ]
    for (const [rotulo, de] of casos) {
      const p99 = new Map<string, number[]>()
      // on, off, off, on: the machine's drift weighs on both sides alike.
      for (const lado of [lados[0]!, lados[1]!, lados[1]!, lados[0]!]) {
        const [cookie, row] = de(lado)
        const r = await measure(lado.server, cookie, row, { seconds: SECONDS })
        p99.set(lado.nome, [...(p99.get(lado.nome) ?? []), r.p99])
      }
      const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
      const on = media(p99.get('triggers on')!)
      const off = media(p99.get('triggers off')!)
      const dif = ((on / off - 1) * 100).toFixed(1)
      log(
        `${rotulo.padEnd(42)} p99 on ${on.toFixed(1)} ms (${p99.get('triggers on')!.join(', ')})  off ${off.toFixed(1)} ms (${p99.get('triggers off')!.join(', ')})  ${dif}%${rotulo !== 'floor' && Number(dif) > 10 ? '  > 10%' : ''}`,
      )
    }
  } finally {
    for (const l of lados) await stopServer(l.server)
    for (const db of dbs) await db.drop()
  }
}

try {
  if (ONLY !== 'ab') {
    console.log(heading('activity log', SECONDS))
    await logPart()
  }
  if (ONLY !== 'log') {
    console.log(heading('audit triggers A/B', SECONDS, '; p99 averaged over on, off, off, on'))
    await abPart()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
