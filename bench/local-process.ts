// Helpers of the benches that drive a real `npm start` and a browser (bench:site, bench:app).
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  child.kill('SIGTERM')
  return exited
}

/** `npm start` exactly: builds what is stale, then serves the app from a fresh embedded database. */
export function startBancada(port: number, dataDir: string, demo: boolean): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO: demo ? '1' : '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
