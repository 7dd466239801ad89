// Pátio and live updates benchmark (issue 25): one company with 200 000 OS of which about 2 000 open, the
// board's request at 10 connections next to the floor row; then 500 open event streams (GET /api/eventos)
// and a burst of 100 OS changes, each committed on its own: the delay from each commit to its event at
// every stream (p50/p99) and the server's memory per open stream. Prints figures; not a test.
// Usage: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:patio
// Env: BENCH_SECONDS (10), BENCH_ROWS (OS, 200 000), BENCH_STREAMS (500), BENCH_CHANGES (100).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  benchDatabaseUrl,
  createBenchDatabase,
  empresaIdOf,
  FLOOR,
  heading,
  measureRow,
  rssMb,
  seedClient,
  signUpCookie,
  startServer,
  stopServer,
} from './bench-server'
import { seedOs } from './os-seed'

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100)
const ABERTOS = ['rascunho', 'orcamento_enviado', 'aprovado', 'em_execucao', 'aguardando_peca', 'concluido']

/** One stream as a tab reads it: the arrival time of each `mudanca` message. */
async function abrirStream(port: number, cookie: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/eventos`, { headers: { cookie } })
  if (res.status !== 200) throw new Error(`/api/eventos answered ${res.status}`)
  const chegadas: number[] = []
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      const texto = decoder.decode(value, { stream: true })
      for (const _ of texto.matchAll(/event: mudanca/g)) chegadas.push(performance.now())
    }
  })()
  return { chegadas, fechar: () => reader.cancel() }
}

const percentil = (valores: number[], q: number) => {
  const ordenados = [...valores].sort((a, b) => a - b)
  return ordenados[Math.min(ordenados.length - 1, Math.floor(q * ordenados.length))].toFixed(1)
}

const db = await createBenchDatabase(benchDatabaseUrl())
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-bench-patio-'))
const linhas: string[] = []
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url }, 3319)
  try {
    const cookie = await signUpCookie(server.port)
    const empresaId = await empresaIdOf(server.port, cookie)
    const client = await seedClient(db.url)
    await seedOs(client, empresaId, ROWS)
    // seedOs leaves 6 % open: most of those delivered, so that about 1 % stays on the board.
    await client.query(
      `update os set status = 'entregue' where empresa_id = $1 and status = any($2) and sequencia % 6 <> 0`,
      [empresaId, ABERTOS],
    )
    await client.query('analyze os')
    const {
      rows: [{ abertas }],
    } = await client.query(
      'select count(*)::int as abertas from os where empresa_id = $1 and status = any($2)',
      [empresaId, ABERTOS],
    )
    linhas.push(`seeded ${ROWS} OS, ${abertas} of them open`)
    linhas.push(await measureRow(server, cookie, FLOOR, { seconds: SECONDS }))
    linhas.push(await measureRow(server, cookie, ['GET /api/patio', '/api/patio'], { seconds: SECONDS }))

    const antes = rssMb(server.child.pid!)
    const streams = await Promise.all(Array.from({ length: STREAMS }, () => abrirStream(server.port, cookie)))
    await new Promise((r) => setTimeout(r, 1_000))
    const depois = rssMb(server.child.pid!)
    // RSS also moves with garbage collection: the two readings are printed with the quotient.
    const porStream = ((depois - antes) * 1024) / STREAMS
    linhas.push(
      `${STREAMS} open streams: ${porStream.toFixed(1)} KB of server memory each (RSS ${antes.toFixed(0)} → ${depois.toFixed(0)} MB; a negative figure is a collection in between)`,
    )

    // The burst: each change its own transaction; its time is taken when the commit answered.
    const { rows: alvos } = await client.query<{ id: string }>(
      `select id from os where empresa_id = $1 and status = any($2) limit $3`,
      [empresaId, ABERTOS, CHANGES],
    )
    const commits: number[] = []
    for (const { id } of alvos) {
      await client.query(`update os set observacoes = 'bench ' || now() where empresa_id = $1 and id = $2`, [
        empresaId,
        id,
      ])
      commits.push(performance.now())
    }
    await new Promise((r) => setTimeout(r, 2_000))
    const atrasos = streams.flatMap(({ chegadas }) =>
      commits.flatMap((commit) => {
        const chegada = chegadas.find((c) => c >= commit)
        return chegada === undefined ? [] : [chegada - commit]
      }),
    )
    const perdidos = streams.length * commits.length - atrasos.length
    linhas.push(
      `${CHANGES} OS changes → ${STREAMS} streams: commit to event p50 ${percentil(atrasos, 0.5)} ms  p99 ${percentil(atrasos, 0.99)} ms  (${perdidos} not delivered; kinds are gathered 100 ms per message)`,
    )
    await Promise.all(streams.map((s) => s.fechar()))
    await client.end()
  } finally {
    await stopServer(server)
  }
} finally {
  await db.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(heading('Pátio and live updates', SECONDS))
for (const linha of linhas) console.log(linha)
process.exit(0)
