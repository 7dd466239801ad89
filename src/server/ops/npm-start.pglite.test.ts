import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../project-root'
import { lockFile } from './paths'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until<T>(
  what: string,
  check: () => Promise<T | null> | T | null,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== null) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * `npm start` as a shop runs it: the real command, a fresh data directory (demo company on), a free port.
 * The web build in dist/ is reused when fresh; a stale one is rebuilt first (hence the long wait).
 */
describe('npm start', () => {
  let dataDir: string
  let port: number
  let npm: ChildProcess
  let output = ''

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-npm-start-'))
    port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    }
    delete env.DATABASE_URL
    delete env.BASE_URL
    npm = spawn('npm', ['start'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    npm.stdout!.on('data', (chunk) => (output += chunk))
    npm.stderr!.on('data', (chunk) => (output += chunk))
  })

  afterAll(() => {
    if (npm.exitCode === null) npm.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves the login page, signs the demo in, and stops with the npm process on SIGTERM', async () => {
    const base = `http://127.0.0.1:${port}`
    await until(
      'the login page',
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited (${npm.exitCode}):\n${output}`)
        const res = await fetch(`${base}/auth`).catch(() => null)
        return res?.ok && (await res.text()).includes('<div id="root">') ? true : null
      },
      280_000,
    )

    // The banner: where to open it and the demo sign-in, with no JSON log lines around it.
    const demo = JSON.parse(readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'))
    expect(output).toContain(`Nesta máquina:        http://localhost:${port}`)
    expect(output).toContain(`Links para clientes:  http://localhost:${port}`)
    expect(output).toContain(`entre com ${demo.email} / senha ${demo.senha}`)
    expect(output).not.toMatch(/^\{"level"/m)

    // The bundled server signs in (better-auth) and answers the API.
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: demo.email, password: demo.senha }),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const me = await fetch(`${base}/api/me`, { headers: { cookie } })
    expect(me.status).toBe(200)
    expect((await me.json()).empresa.nome_empresa).toBe(demo.empresa)

    // SIGTERM to npm itself (a service manager stopping it): the server stops and frees the data directory.
    const serverPid = Number(readFileSync(lockFile(dataDir), 'utf8').split('\n')[0])
    expect(isAlive(serverPid)).toBe(true)
    npm.kill('SIGTERM')
    await until('the server to stop', () => (isAlive(serverPid) ? null : true), 10_000)
    expect(existsSync(lockFile(dataDir))).toBe(false)
    await expect(fetch(`${base}/auth`)).rejects.toThrow()
  }, 300_000)
})
