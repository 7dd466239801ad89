import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'
import type { App } from '../http/types'
import { TEST_PASSWORD, uniqueEmail } from '../test/factories'
import { listBackups, pruneBackups } from './backup'
import { acquireDataDirLock } from './data-dir-lock'
import { readOpsToken } from './ops.routes'
import { lockFile, pgliteDir } from './paths'

// The embedded database's guardrails, on a real data directory on disk.
let dataDir: string
let handle: DatabaseHandle
let app: App
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-ops-'))
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0', RATE_LIMIT_AUTH_MAX: '1000' })
  handle = await openDatabase({ pgliteDir: pgliteDir(config) })
  await runMigrations(handle)
  app = await buildApp({ handle, config })
})
afterAll(async () => {
  await app.close()
  await handle.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const signUp = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Dono', email, password: TEST_PASSWORD },
  })
const signIn = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: TEST_PASSWORD } })
const ops = (op: string, payload: object, token = readOpsToken({ dataDir }) ?? '') =>
  app.inject({ method: 'POST', url: `/api/ops/${op}`, headers: { 'x-bancada-ops-token': token }, payload })

describe('data directory lock', () => {
  it('refuses a second process with a clear message, and takes over a stale lock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bancada-lock-'))
    try {
      writeFileSync(lockFile(dir), `${process.ppid}\n3000\n`)
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Outro processo do Bancada (pid ${process.ppid}) já está usando a pasta de dados ${dir}.`,
      )
      writeFileSync(lockFile(dir), '999999999\n3000\n')
      const lock = acquireDataDirLock(dir, 3000)
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n3000\n`)
      lock.release()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('backup and restore while the server runs', () => {
  it('refuses the ops routes without the data directory token', async () => {
    expect((await ops('backup', {}, 'errado')).statusCode).toBe(404)
  })

  it('backs up, then restores the backup in place', { timeout: 120_000 }, async () => {
    const before = uniqueEmail('antes')
    expect((await signUp(before)).statusCode).toBe(200)
    const backup = await ops('backup', {})
    expect(backup.statusCode).toBe(200)
    const file = backup.json().file as string
    expect(readFileSync(file, 'utf8')).toContain('CREATE TABLE public.empresas')

    const after = uniqueEmail('depois')
    expect((await signUp(after)).statusCode).toBe(200)

    const restore = await ops('restore', { file })
    expect(restore.json().error).toBeUndefined()
    expect(restore.statusCode).toBe(200)
    expect((await signIn(before)).statusCode).toBe(200)
    expect((await signIn(after)).statusCode).toBe(401)
    // The replaced data is kept and backed up.
    expect(listBackups(path.join(dataDir, 'backups')).map((b) => b.file)).toContain(
      restore.json().safetyBackup,
    )
  })

  it('answers an error and keeps the database when the file is not a backup', async () => {
    const bad = path.join(dataDir, 'nao-e-backup.sql')
    writeFileSync(bad, 'isto não é SQL;')
    const res = await ops('restore', { file: bad })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toMatch(/^O arquivo não é um backup do Bancada/)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' })
  })
})

describe('pruneBackups', () => {
  it('deletes backups older than the retention and keeps the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bancada-prune-'))
    try {
      const now = new Date('2026-11-22T12:00:00Z')
      for (const [name, daysOld] of [
        ['bancada-a.sql', 31],
        ['bancada-b.sql', 29],
        ['outro.sql', 90],
      ] as const) {
        const file = path.join(dir, name)
        writeFileSync(file, '--')
        const when = new Date(now.getTime() - daysOld * 86_400_000)
        utimesSync(file, when, when)
      }
      expect(pruneBackups(dir, 30, now)).toBe(1)
      expect(listBackups(dir).map((b) => path.basename(b.file))).toEqual(['bancada-b.sql'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
