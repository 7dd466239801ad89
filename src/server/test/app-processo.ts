import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot } from '../project-root'

/** One real app server in a process of its own (scripts/dev-api.ts → main()), on a free port. */
export interface AppProcesso {
  base: string
  /** A request to this server; `cookie` signs it in, `body` is sent as JSON. */
  fetch(method: string, url: string, opts?: { cookie?: string; body?: unknown }): Promise<Response>
  stop(): Promise<void>
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * Starts the server as production does (migrations, then listen), with `env` on top of a test
 * configuration: its own data folder, relaxed rate limits, warnings only. Resolves once /api/health answers.
 */
export async function startAppProcesso(env: Record<string, string>): Promise<AppProcesso> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-processo-'))
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-api.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_API_MAX: '100000',
      RATE_LIMIT_SESSION_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const end = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
    const res = await fetch(`${base}/api/health`).catch(() => null)
    if (res?.ok) break
    if (Date.now() > end) {
      await stop()
      throw new Error(`the server did not answer in time:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }

  return {
    base,
    fetch: (method, url, { cookie, body } = {}) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    stop,
  }
}
