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

/** The pid of the live Bancada process holding this data directory, if any. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null
  } catch {
    return null
  }
}

/**
 * PGlite is a single-process database: a second server on the same directory would corrupt it. The lock
 * file holds the owner's pid; a stale one (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true })
  const holder = lockHolder(dataDir)
  if (holder) {
    throw new Error(
      `Outro processo do Bancada (pid ${holder}) já está usando a pasta de dados ${dataDir}. ` +
        'Encerre-o antes de iniciar outro, ou defina DATA_DIR para outra pasta.',
    )
  }
  writeFileSync(lockFile(dataDir), `${process.pid}\n`)
  return {
    release() {
      if (lockHolder(dataDir) === null) rmSync(lockFile(dataDir), { force: true })
    },
  }
}
