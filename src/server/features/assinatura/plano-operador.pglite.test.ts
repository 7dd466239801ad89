import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { openDatabase, queryRows } from '../../db/client'
import { runMigrations } from '../../db/migrate'
import { readOpsToken } from '../../ops/ops.routes'
import { pgliteDir } from '../../ops/paths'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { setAssinatura } from './assinatura.fixtures'
import { aplicarPlano, descreverMudancas } from './plano-operador'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ops = (payload: object, token = readOpsToken(t.config) ?? '') =>
  t.app.inject({ method: 'POST', url: '/api/ops/plano', headers: { 'x-bancada-ops-token': token }, payload })
const novoCliente = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clientes',
    headers: { cookie },
    payload: { tipo_pessoa: 'fisica', doc: '529.982.247-25', nome_razao: 'Maria Aparecida da Silva' },
  })

describe('npm run plan through the running server', () => {
  it('activates the plan and the remembered sessions see it at once', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setAssinatura(t, empresaId, { trialAteMs: -60_000 })
    // The session is remembered now (read-only): the route must forget it, not wait 30 s.
    expect((await novoCliente(admin.cookie)).statusCode).toBe(402)

    const res = await ops({ empresa: empresaId, plano: 'basico' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      antes: { plano: 'pro', status_assinatura: 'trial' },
      depois: { plano: 'basico', status_assinatura: 'ativa', inadimplente_desde: null },
    })
    expect((await novoCliente(admin.cookie)).statusCode).toBe(201)
    expect((await call(t, admin, 'GET', '/api/titulos')).statusCode).toBe(402)
  })

  it('answers 404 without the data directory token, and names an unknown company', async () => {
    expect(
      (await ops({ empresa: '00000000-0000-4000-8000-000000000000', plano: 'pro' }, 'errado')).statusCode,
    ).toBe(404)
    const res = await ops({ empresa: '00000000-0000-4000-8000-000000000000', plano: 'pro' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('Empresa não encontrada: 00000000-0000-4000-8000-000000000000')
  })
})

describe('aplicarPlano', () => {
  it('records since when a company is past due, keeps that date, and restarts a trial for N days', async () => {
    const { empresaId } = await buildCompany(t, { nome_empresa: 'Oficina do Operador' })
    const agora = new Date('2030-05-10T15:00:00Z')
    const atrasada = await aplicarPlano(
      t.handle.db,
      { empresa: empresaId, plano: 'pro', status: 'inadimplente' },
      agora,
    )
    expect(atrasada.depois.inadimplente_desde).toBe(agora.toISOString())
    const depois = await aplicarPlano(
      t.handle.db,
      { empresa: empresaId, plano: 'basico', status: 'inadimplente' },
      new Date('2030-05-12T15:00:00Z'),
    )
    expect(depois.depois.inadimplente_desde).toBe(agora.toISOString())
    expect(descreverMudancas(depois)).toEqual([
      `Empresa "Oficina do Operador" (${empresaId})`,
      '  plano: Pro → Básico',
    ])

    const trial = await aplicarPlano(t.handle.db, { empresa: empresaId, plano: 'pro', dias_trial: 3 }, agora)
    expect(trial.depois).toEqual({
      plano: 'pro',
      status_assinatura: 'trial',
      trial_ate: '2030-05-13T15:00:00.000Z',
      inadimplente_desde: null,
    })
    expect(descreverMudancas(trial).slice(1)).toEqual([
      '  plano: Básico → Pro',
      '  status: inadimplente → trial',
      expect.stringMatching(/^ {2}teste até: \d\d\/\d\d\/\d{4} → 13\/05\/2030$/),
      '  em atraso desde: 10/05/2030 → —',
    ])
  })

  it('refuses --dias-trial with another status', async () => {
    const { empresaId } = await buildCompany(t)
    await expect(
      aplicarPlano(t.handle.db, { empresa: empresaId, plano: 'pro', status: 'ativa', dias_trial: 3 }),
    ).rejects.toThrow('--dias-trial só vale com --status trial')
  })
})

describe('npm run plan with the server stopped', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-plan-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  // Vitest sets BASE_URL to Vite's '/' in this process; the command would read it as the public address.
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.BASE_URL
  const plan = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/plan.ts', ...args], {
      env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 90_000,
    })

  it('opens the data directory, prints what changed, and explains bad arguments', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0' })
    let handle = await openDatabase({ pgliteDir: pgliteDir(config) })
    await runMigrations(handle)
    const app = await buildApp({ handle, config })
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Dono',
        email: 'dono@oficina.com.br',
        password: 'senha-segura-123',
        nome_empresa: 'Oficina Parada',
      },
    })
    expect(signUp.statusCode).toBe(200)
    const cookie = String(signUp.headers['set-cookie']).split(';')[0]
    const empresaId = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()
      .empresa.id
    await app.close()
    await handle.close()

    const ok = plan('--empresa', empresaId, '--plano', 'enterprise')
    expect(ok.status, ok.stderr).toBe(0)
    expect(ok.stdout).toContain(`Empresa "Oficina Parada" (${empresaId})`)
    expect(ok.stdout).toContain('plano: Pro → Enterprise')
    expect(ok.stdout).toContain('status: trial → ativa')

    const ruim = plan('--empresa', empresaId, '--plano', 'ouro')
    expect(ruim.status).toBe(1)
    expect(ruim.stderr).toContain('Erro: --plano inválido ou ausente')
    expect(ruim.stderr).toContain('uso: npm run plan -- --empresa <id> --plano basico|pro|enterprise')

    handle = await openDatabase({ pgliteDir: pgliteDir(config) })
    try {
      const rows = await queryRows(
        handle.db,
        sql`select plano, status_assinatura from empresas where id = ${empresaId}`,
      )
      expect(rows).toEqual([{ plano: 'enterprise', status_assinatura: 'ativa' }])
    } finally {
      await handle.close()
    }
  }, 180_000)
})
