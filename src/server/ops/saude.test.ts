import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { type DatabaseHandle, openDatabase } from '../db/client'
import type { App } from '../http/types'
import { databaseUrl } from '../test/global-setup'
import { openTestDatabase, testDbKind } from '../test/test-database'
import { saudeMessages } from './saude'

// /api/health on a database that answers reads but refuses writes: PostgreSQL with
// default_transaction_read_only set on the database (as on a standby or a database put read-only), and
// PGlite with it set on its one session.
let dir: string
let pgName: string
const abertos: Array<{ app: App; handle: DatabaseHandle }> = []

async function admin(query: string) {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await c.connect()
  await c.query(query).finally(() => c.end())
}

/** The real app on this file's database, read-only or not (set before the app's connections open). */
async function appSobre(somenteLeitura: boolean): Promise<App> {
  let handle: DatabaseHandle
  if (testDbKind === 'postgres') {
    await admin(
      `alter database ${pgName} ${somenteLeitura ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
    )
    handle = await openDatabase({ databaseUrl: databaseUrl(pgName), poolSize: 2 })
  } else {
    handle = await openTestDatabase()
    await handle.pglite!.exec(`set default_transaction_read_only = ${somenteLeitura ? 'on' : 'off'}`)
  }
  const config = loadConfig({
    DATA_DIR: dir,
    DEMO: '0',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  })
  const app = await buildApp({ handle, config, webDir: path.join(dir, 'sem-web') })
  abertos.push({ app, handle })
  return app
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bancada-saude-'))
  if (testDbKind === 'postgres') {
    pgName = `bancada_s_${randomBytes(5).toString('hex')}`
    await admin(`create database ${pgName} template ${inject('pgTemplate')}`)
  }
})
afterAll(async () => {
  for (const { app, handle } of abertos) {
    await app.close()
    await handle.close()
  }
  if (testDbKind === 'postgres') await admin(`drop database if exists ${pgName} with (force)`)
  rmSync(dir, { recursive: true, force: true })
})

describe('GET /api/health', () => {
  it('answers 503 with the reason when the database cannot take writes', async () => {
    const app = await appSobre(true)
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      status: 'indisponivel',
      error: { code: 'BANCO_INDISPONIVEL', message: saudeMessages.semGravacao },
    })
  })

  it('answers 200 once the same database takes writes again', async () => {
    const app = await appSobre(false)
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database does not answer at all', async () => {
    const app = await appSobre(false)
    await abertos.at(-1)!.handle.close()
    abertos.at(-1)!.handle = { ...abertos.at(-1)!.handle, close: async () => {} }
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe(saudeMessages.semResposta)
  })
})
