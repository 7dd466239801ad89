import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { lockFile } from './paths'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live Bancada process holding this data directory (its pid and HTTP port), if any. */
export function lockHolder(dataDir: string): { pid: number; port: number | null } | null {
  try {
    const [pidText, portText] = readFileSync(lockFile(dataDir), 'utf8').split('\n')
    const pid = Number(pidText)
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null
    return { pid, port: portText ? Number(portText) : null }
  } catch {
    return null
  }
}

/**
 * PGlite is a single-process database: a second server on the same directory would corrupt it. The lock
 * file holds the owner's pid; a stale one (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string, port?: number): { release(): void } {
  mkdirSync(dataDir, { recursive: true })
  const holder = lockHolder(dataDir)
  if (holder) {
    throw new Error(
      `Outro processo do Bancada (pid ${holder.pid}) já está usando a pasta de dados ${dataDir}. ` +
        'Encerre-o antes de iniciar outro, ou defina DATA_DIR para outra pasta.',
    )
  }
  writeFileSync(lockFile(dataDir), `${process.pid}\n${port ?? ''}\n`)
  return {
    release() {
      if (lockHolder(dataDir) === null) rmSync(lockFile(dataDir), { force: true })
    },
  }
}
