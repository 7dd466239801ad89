// Agenda and revisions benchmark (issue 27): one company with 100 000 customers and vehicles, each vehicle
// with an open revision due somewhere in the next or the last 12 months, and 20 000 appointments spread
// over a year across 8 technicians. The agenda's week view and the revisions list's three filters at 10
// connections, next to the floor row. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:agenda
// Env: BENCH_SECONDS (10), BENCH_ROWS (vehicles, 100 000), BENCH_AGENDAMENTOS (20 000).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { todayInTimeZone } from '../src/shared/formatos/data'
import {
  type BenchRow,
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
import { seedCadastros } from './cadastros-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const AGENDAMENTOS = Number(process.env.BENCH_AGENDAMENTOS ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

/** Monday and Sunday of the week of `dia` (yyyy-MM-dd): what the week view asks for. */
function semanaDe(dia: string) {
  const d = new Date(`${dia}T12:00:00Z`)
  const segunda = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000)
  const domingo = new Date(segunda.getTime() + 6 * 86_400_000)
  return [segunda, domingo].map((x) => x.toISOString().slice(0, 10))
}

const db = await createBenchDatabase(benchDatabaseUrl())
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-agenda-'))
const linhas: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3320)
  try {
    const cookie = await signUpCookie(server.port)
    const empresaId = await empresaIdOf(server.port, cookie)
    const client = await seedClient(db.url)
    await seedCadastros(client, empresaId, ROWS)
    await client.query(
      `insert into tecnicos (empresa_id, nome) select $1, 'Técnico ' || s from generate_series(1, 8) s`,
      [empresaId],
    )
    const {
      rows: [{ servico }],
    } = await client.query(
      `insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico, revisao_meses, revisao_km)
       values ($1, 'REV-10', 'Troca de óleo', 18000, 6, 10000) returning id as servico`,
      [empresaId],
    )
    // The OS the revisions came from: one delivered OS is enough for the foreign key.
    const {
      rows: [{ os }],
    } = await client.query(
      `insert into os (empresa_id, numero_os, sequencia, cliente_id, veiculo_id, status, data_abertura)
       select $1, 'OS-2026-0001', 1, cliente_id, id, 'entregue', current_date from veiculos where empresa_id = $1 limit 1
       returning id as os`,
      [empresaId],
    )
    // One open revision per vehicle, due from 12 months ago to 12 months ahead; a tenth already contacted.
    await client.query(
      `insert into revisoes (empresa_id, veiculo_id, cliente_id, servico_id, os_id, data_prevista, km_previsto,
         data_km_estimada, situacao)
       select v.empresa_id, v.id, v.cliente_id, $2, $3,
         current_date + ((row_number() over (order by v.id)) % 730 - 365)::int,
         50000 + (row_number() over (order by v.id)) % 90000,
         current_date + ((row_number() over (order by v.id)) * 7 % 730 - 365)::int,
         case when (row_number() over (order by v.id)) % 10 = 0 then 'contatado' else 'pendente' end
       from veiculos v where v.empresa_id = $1`,
      [empresaId, servico, os],
    )
    // Appointments over a year (six months back and ahead), in working hours, across the technicians.
    await client.query(
      `insert into agendamentos (empresa_id, cliente_id, veiculo_id, tecnico_id, inicio, duracao_min, motivo, status)
       select v.empresa_id, v.cliente_id, v.id, t.ids[1 + s % 8],
         date_trunc('day', now()) + ((s % 365) - 182) * interval '1 day' + (8 + s % 10) * interval '1 hour',
         30 * (1 + s % 4), 'Revisão', (array['agendado','confirmado','chegou','cancelado'])[1 + s % 4]
       from generate_series(1, $2::int) s
       join lateral (select id, cliente_id, empresa_id from veiculos where empresa_id = $1 offset s % 1000 limit 1) v on true
       cross join (select array_agg(id) ids from tecnicos where empresa_id = $1) t`,
      [empresaId, AGENDAMENTOS],
    )
    await client.query('vacuum analyze revisoes, agendamentos')
    linhas.push(`seeded ${ROWS} vehicles with an open revision each, ${AGENDAMENTOS} appointments`)

    const [segunda, domingo] = semanaDe(todayInTimeZone())
    const rows: BenchRow[] = [
      FLOOR,
      ['GET /api/agendamentos (week view)', `/api/agendamentos?de=${segunda}&ate=${domingo}`],
      ['GET /api/revisoes?filtro=mes', '/api/revisoes?filtro=mes'],
      ['GET /api/revisoes?filtro=vencidas', '/api/revisoes?filtro=vencidas'],
      ['GET /api/revisoes?filtro=todas', '/api/revisoes?filtro=todas'],
    ]
    // The issue asks for each row's p99 as a multiple of the floor's: absolute times are noise on this
    // shared machine, the ratio measured in one run is not.
    let pisoP99 = 0
    for (const row of rows) {
      const r = await measure(server, cookie, row, { seconds: SECONDS })
      if (row === FLOOR) pisoP99 = r.p99
      const razao = row === FLOOR ? '' : `  p99 = ${(r.p99 / pisoP99).toFixed(1)} × floor`
      linhas.push(
        `${row[0].padEnd(36)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${razao}  ${r.cpu}`,
      )
    }
    await client.end()
  } finally {
    await stopServer(server)
  }
} finally {
  await db.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(heading('Agenda and revisions', SECONDS))
for (const linha of linhas) console.log(linha)
process.exit(0)
