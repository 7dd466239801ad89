import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const raiz = path.resolve(import.meta.dirname, '../..')

/** A free TCP port on 127.0.0.1, the preferred one when it is free. */
function portaLivre(preferida: number): Promise<number> {
  const tentar = (porta: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer()
      server.once('error', reject)
      server.listen(porta, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
  return tentar(preferida).catch(() => tentar(0))
}

export type Demo = { empresa: string; email: string; senha: string }

export interface Servidor {
  url: string
  demo: Demo
  parar(): Promise<void>
}

/**
 * The server the recordings are made against: scripts/e2e-server.ts (the one the e2e suite drives) on a
 * fresh embedded database in a temporary folder, with the demo company, CEP lookups answered by the local
 * fake (01001-000 is Praça da Sé) and the web build made when stale.
 */
export async function iniciarServidor(): Promise<Servidor> {
  const porta = await portaLivre(3190)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-treinamento-videos-'))
  const filho: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    cwd: raiz,
    env: { ...process.env, PORT: String(porta), HOST: '127.0.0.1', E2E_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${porta}`
  const saiu = new Promise<never>((_, reject) =>
    filho.once('exit', (code) =>
      reject(new Error(`o servidor terminou (código ${code}) antes de responder`)),
    ),
  )
  const parar = async () => {
    if (filho.exitCode === null) {
      const fim = new Promise((resolve) => filho.once('exit', resolve))
      filho.kill('SIGTERM')
      await fim
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const limite = Date.now() + 300_000
    for (;;) {
      const ok = await Promise.race([
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
        saiu,
      ])
      if (ok) break
      if (Date.now() > limite) throw new Error('o servidor não respondeu em 5 minutos')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const demo = (await (await fetch(`${url}/api/demo`)).json()) as Demo
    return { url, demo, parar }
  } catch (error) {
    await parar()
    throw error
  }
}
