import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** A port nobody listens on, as the operating system hands one out. */
async function portaLivre(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

export type ServidorProprio = { baseURL: string; parar(): Promise<void> }

/**
 * A second test server (scripts/e2e-server.ts, fresh database, demo company) with settings the shared
 * one does not have, for the spec that needs them: limites.spec.ts runs against the real rate limits.
 * The web build is the shared server's, fresh by the time tests start. `dataDir` and `port` start it
 * again where a stopped one ran (same database, same address: ao-vivo-reinicio.spec.ts).
 */
export async function iniciarServidorProprio(
  env: Record<string, string>,
  { dataDir, port = 0 }: { dataDir?: string; port?: number } = {},
): Promise<ServidorProprio> {
  port ||= await portaLivre()
  const baseURL = `http://127.0.0.1:${port}`
  const { E2E_DATA_DIR: _compartilhada, ...herdado } = process.env
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/e2e-server.ts'], {
    cwd: root,
    env: {
      ...herdado,
      ...env,
      ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
      PORT: String(port),
      BASE_URL: baseURL,
    },
    // Its own process group: stopping it stops tsx's node child too.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let saida = ''
  child.stderr.on('data', (chunk: Buffer) => {
    saida = (saida + chunk.toString()).slice(-4000)
  })
  const parar = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    process.kill(-child.pid, 'SIGTERM')
    await once(child, 'exit')
  }

  // As long as playwright.config.ts gives the shared server: a busy machine starts slowly.
  const prazo = Date.now() + 180_000
  while (Date.now() < prazo) {
    if (child.exitCode !== null) throw new Error(`o servidor de teste parou ao iniciar:\n${saida}`)
    const pronto = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (pronto) return { baseURL, parar }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await parar()
  throw new Error(`o servidor de teste não respondeu em 180 s:\n${saida}`)
}
