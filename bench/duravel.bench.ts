// `npm run bench:duravel`: no acknowledged write is lost when the server dies. For each database (embedded
// PGlite, and PostgreSQL when DURAVEL_PG_URL or TEST_DATABASE_URL names a server), a loop of cycles: start
// the built server (npm start's launcher), create clients through the API from 8 concurrent writers, kill
// -9 the server at a random moment, restart it and check that every client whose creation was answered 201
// (in any cycle so far) is there. Prints cycles, acknowledged writes and losses; exits 1 on any loss.
// DURAVEL_CICLOS (default 5) sets the number of cycles.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const CICLOS = Number(process.env.DURAVEL_CICLOS ?? 5)
const ESCRITORES = 8
const pgAdminUrl = process.env.DURAVEL_PG_URL ?? process.env.TEST_DATABASE_URL

interface Resultado {
  banco: string
  ciclos: number
  confirmadas: number
  semResposta: number
  perdidas: number
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

/** A valid CPF from a counter (its two check digits computed), so each client's document is unique. */
function cpf(n: number): string {
  const base = String(100_000_000 + n)
    .slice(-9)
    .split('')
    .map(Number)
  const digito = (ds: number[]) => {
    const soma = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0)
    const resto = (soma * 10) % 11
    return resto === 10 ? 0 : resto
  }
  const d1 = digito(base)
  return [...base, d1, digito([...base, d1])].join('')
}

/** The built server as `npm start` runs it (it builds first what is missing or stale), up when /api/health is. */
async function iniciar(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // Not an npm child: npm_* would make the launcher watch its parent (scripts/start.mjs).
  const herdado = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_')))
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...herdado, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const limite = Date.now() + 10 * 60_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child
    } catch {}
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`o servidor saiu com ${child.exitCode ?? child.signalCode}`)
    if (Date.now() > limite) throw new Error('o servidor não respondeu em 10 minutos')
    await pause(50)
  }
}

const matar = (child: ChildProcess, sinal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill(sinal)
  })

async function cadastrar(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Durável',
      email: `duravel.${randomBytes(4).toString('hex')}@teste.com`,
      password: 'senha-duravel-1',
    }),
  })
  if (!res.ok) throw new Error(`cadastro falhou: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** How many of `ids` the server does not find (each read through the API, 8 at a time). */
async function faltando(base: string, cookie: string, ids: string[]): Promise<string[]> {
  const perdidos: string[] = []
  for (let i = 0; i < ids.length; i += ESCRITORES) {
    const lote = ids.slice(i, i + ESCRITORES)
    const status = await Promise.all(
      lote.map((id) => fetch(`${base}/api/clientes/${id}`, { headers: { cookie } }).then((r) => r.status)),
    )
    status.forEach((s, j) => {
      if (s === 200) return
      if (s !== 404) throw new Error(`GET /api/clientes/${lote[j]} → ${s}`)
      perdidos.push(lote[j])
    })
  }
  return perdidos
}

async function medir(banco: string, env: Record<string, string>): Promise<Resultado> {
  const port = await portaLivre()
  const base = `http://127.0.0.1:${port}`
  const confirmados: string[] = []
  let semResposta = 0
  let contador = 0
  let cookie = ''
  const perdidos = new Set<string>()
  for (let ciclo = 1; ciclo <= CICLOS + 1; ciclo++) {
    const server = await iniciar(env, port)
    cookie ||= await cadastrar(base)
    for (const id of await faltando(base, cookie, confirmados)) perdidos.add(id)
    // The last start only checks what the previous cycles wrote.
    if (ciclo > CICLOS) {
      await matar(server, 'SIGTERM')
      break
    }
    const antes = confirmados.length
    let escrevendo = true
    const escritor = async () => {
      while (escrevendo) {
        const n = ++contador
        try {
          const res = await fetch(`${base}/api/clientes`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ tipo_pessoa: 'fisica', doc: cpf(n), nome_razao: `Cliente durável ${n}` }),
          })
          if (res.status !== 201) throw new Error(`POST /api/clientes → ${res.status} ${await res.text()}`)
          confirmados.push(((await res.json()) as { id: string }).id)
        } catch (error) {
          // A request the kill cut off: its outcome is unknown, so it is not counted as acknowledged.
          if (escrevendo && (error as Error).message.startsWith('POST')) throw error
          semResposta++
        }
      }
    }
    const escritores = Array.from({ length: ESCRITORES }, escritor)
    await pause(1000 + Math.random() * 2000)
    // No new request from here: only those in flight meet the kill.
    escrevendo = false
    await matar(server, 'SIGKILL')
    await Promise.all(escritores)
    console.log(`  ${banco} ciclo ${ciclo}: ${confirmados.length - antes} gravações confirmadas, kill -9`)
  }
  return { banco, ciclos: CICLOS, confirmadas: confirmados.length, semResposta, perdidas: perdidos.size }
}

const resultados: Resultado[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-duravel-'))
try {
  resultados.push(await medir('PGlite', { DATA_DIR: path.join(dataDir, 'pglite'), DEMO: '0' }))
  if (pgAdminUrl) {
    const nome = `bancada_duravel_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: pgAdminUrl })
    await admin.connect()
    await admin.query(`create database ${nome}`)
    const url = new URL(pgAdminUrl)
    url.pathname = `/${nome}`
    try {
      const env = { DATA_DIR: path.join(dataDir, 'postgres'), DEMO: '0', DATABASE_URL: url.toString() }
      resultados.push(await medir('PostgreSQL', env))
    } finally {
      await admin.query(`drop database if exists ${nome} with (force)`)
      await admin.end()
    }
  } else {
    console.log('PostgreSQL: defina DURAVEL_PG_URL (ou TEST_DATABASE_URL) para medir também')
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

console.log('\nBancada: durabilidade sob kill -9 (gravações confirmadas com 201 que sumiram após reiniciar)')
for (const r of resultados) {
  console.log(
    `${r.banco.padEnd(11)} ${r.ciclos} ciclos  ${r.confirmadas} gravações confirmadas  ${r.perdidas} perdidas  (${r.semResposta} sem resposta no kill, não contadas)`,
  )
}
if (resultados.some((r) => r.perdidas > 0)) process.exit(1)
