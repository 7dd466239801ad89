import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { planoMessages } from '../../../shared/assinatura/planos.messages'
import { queryRows } from '../../db/client'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { inserirOsDoMes, mudarPlano, osParaOMesPassado, setAssinatura } from './assinatura.fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

const MINUTO = 60_000
const assinaturaOf = async (user: TestUser) => {
  const res = await call(t, user, 'GET', '/api/assinatura')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const novoCliente = (user: TestUser) =>
  call(t, user, 'POST', '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'Maria Aparecida da Silva',
  })

/** Runs `fn` while another transaction holds the company's OS counter rows, released once 2 sessions wait. */
async function whileCounterLocked<T>(empresaId: string, fn: () => Promise<T>): Promise<T> {
  let pending: Promise<T> | undefined
  await t.handle.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from os_numeracao where empresa_id = ${empresaId} for update`)
    pending = fn()
    for (let i = 0; i < 200; i++) {
      const [{ n }] = await queryRows<{ n: number }>(
        t.handle.db,
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if (n >= 2) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the two creations never waited for the counter row')
  })
  return pending!
}

describe('GET /api/assinatura', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/assinatura',
    permission: ['configuracoes', 'view'],
  })

  it('answers 403 to a gerente, who may view Configurações but is not the admin', async () => {
    const { empresaId } = await buildCompany(t)
    const gerente = await buildUser(t, empresaId, 'gerente')
    const res = await call(t, gerente, 'GET', '/api/assinatura')
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
  })

  it("shows a new company's 7-day trial with Pro limits and this month's use", async () => {
    const { admin, empresaId } = await buildCompany(t)
    await buildUser(t, empresaId, 'operador')
    await buildUser(t, empresaId, 'tecnico', { ativo: false })
    await create(t, admin, '/api/os', {})
    await create(t, admin, '/api/os', {})
    // Another company's OS and members never count.
    const outra = await buildCompany(t)
    await create(t, outra.admin, '/api/os', {})

    const body = await assinaturaOf(admin)
    expect(body).toEqual({
      plano: 'pro',
      nome: 'Pro',
      status_assinatura: 'trial',
      trial_ate: expect.any(String),
      inadimplente_desde: null,
      dias_trial_restantes: 7,
      somente_leitura: false,
      cancelada_em: null,
      dados_excluir_em: null,
      uso: { os_mes: 2, os_limite: null, usuarios: 2, usuarios_limite: 3 },
    })
  })

  it("counts only this month's OS, in the company's calendar", async () => {
    const { admin, empresaId } = await buildCompany(t)
    await create(t, admin, '/api/os', {})
    await osParaOMesPassado(t, empresaId)
    await create(t, admin, '/api/os', {})
    expect((await assinaturaOf(admin)).uso.os_mes).toBe(1)
  })
})

describe('OS limit of Básico', () => {
  it('creates the 50th OS of the month, refuses the 51st naming the limit, and counts again next month', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await mudarPlano(t, empresaId, 'basico')
    await inserirOsDoMes(t, empresaId, 48)
    await create(t, admin, '/api/os', {})
    const quinquagesima = await call(t, admin, 'POST', '/api/os', {})
    expect(quinquagesima.statusCode, quinquagesima.body).toBe(201)

    const res = await call(t, admin, 'POST', '/api/os', {})
    expect(res.statusCode).toBe(402)
    expect(res.json().error).toEqual({ code: 'LIMITE_PLANO', message: planoMessages.limiteOs('basico') })
    expect(res.json().error.message).toContain('até 50 OS por mês')
    expect(res.json().error.message).toContain('Configurações > Assinatura')
    // Nothing was written: the number counter did not move either.
    expect((await assinaturaOf(admin)).uso).toEqual({
      os_mes: 50,
      os_limite: 50,
      usuarios: 1,
      usuarios_limite: 1,
    })

    await osParaOMesPassado(t, empresaId)
    const seguinte = await call(t, admin, 'POST', '/api/os', {})
    expect(seguinte.statusCode, seguinte.body).toBe(201)
    // The refused attempt took no number: the counter goes on without a gap (the 48 loaded rows have none).
    expect(quinquagesima.json().numero_os).toMatch(/^OS-\d{4}-0002$/)
    expect(seguinte.json().numero_os).toMatch(/^OS-\d{4}-0003$/)
    expect((await assinaturaOf(admin)).uso.os_mes).toBe(1)
  })

  it('lets only one of two simultaneous creations take the 50th place', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await mudarPlano(t, empresaId, 'basico')
    await inserirOsDoMes(t, empresaId, 48)
    await create(t, admin, '/api/os', {})
    const both = () =>
      Promise.all([call(t, admin, 'POST', '/api/os', {}), call(t, admin, 'POST', '/api/os', {})])
    // On PostgreSQL both creations are made to wait at the same point (the counter row held by another
    // transaction), so they truly overlap; PGlite runs one transaction at a time anyway.
    const answers = t.handle.kind === 'postgres' ? await whileCounterLocked(empresaId, both) : await both()
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 402])
    expect((await assinaturaOf(admin)).uso.os_mes).toBe(50)
  })

  it('does not limit the trial nor Pro', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await inserirOsDoMes(t, empresaId, 60)
    expect((await call(t, admin, 'POST', '/api/os', {})).statusCode).toBe(201)
    await mudarPlano(t, empresaId, 'pro')
    expect((await call(t, admin, 'POST', '/api/os', {})).statusCode).toBe(201)
  })
})

describe('Contas a Receber outside Básico', () => {
  it('answers 402 on its routes, invoicing included, and hides the financial KPIs', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const os = await create(t, admin, '/api/os', {})
    expect((await call(t, admin, 'GET', '/api/dashboard')).json().financeiro).not.toBeNull()
    await mudarPlano(t, empresaId, 'basico')

    const titulos = await call(t, admin, 'GET', '/api/titulos')
    expect(titulos.statusCode).toBe(402)
    expect(titulos.json().error).toEqual({
      code: 'PLANO_SEM_MODULO',
      message: planoMessages.semContasReceber,
    })
    const faturar = await call(t, admin, 'POST', `/api/os/${os.id}/faturar`, {
      forma: 'pix',
      sinal: 0,
      parcelas: 1,
      vencimento_inicial: '2030-01-10',
    })
    expect(faturar.statusCode).toBe(402)
    expect(faturar.json().error.code).toBe('PLANO_SEM_MODULO')

    const dashboard = await call(t, admin, 'GET', '/api/dashboard')
    expect(dashboard.statusCode).toBe(200)
    expect(dashboard.json().financeiro).toBeNull()
    expect(dashboard.json().os_abertas).toBe(1)
  })
})

describe('read-only company', () => {
  it('after the trial ends: reads work, writes answer 402 with the message, sign-out works', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setAssinatura(t, empresaId, { trialAteMs: -MINUTO })

    expect((await call(t, admin, 'GET', '/api/clientes')).statusCode).toBe(200)
    const me = (await call(t, admin, 'GET', '/api/me')).json()
    expect(me.empresa.somente_leitura).toBe(true)
    const assinatura = await assinaturaOf(admin)
    expect(assinatura).toMatchObject({ somente_leitura: true, dias_trial_restantes: 0 })

    const res = await novoCliente(admin)
    expect(res.statusCode).toBe(402)
    expect(res.json().error).toEqual({ code: 'SOMENTE_LEITURA', message: planoMessages.somenteLeitura })
    expect((await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Outra' })).statusCode).toBe(402)
    expect(
      (await call(t, admin, 'DELETE', '/api/os?ids=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(402)

    const saida = await call(t, admin, 'POST', '/api/auth/sign-out')
    expect(saida.statusCode).toBe(200)
    expect((await call(t, admin, 'GET', '/api/me')).statusCode).toBe(401)
  })

  it('when the trial ends while the session is remembered (clock moved, nothing forgotten)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setAssinatura(t, empresaId, { trialAteMs: 5 * MINUTO })
    expect((await call(t, admin, 'GET', '/api/me')).json().empresa.somente_leitura).toBe(false)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * MINUTO)
    const res = await novoCliente(admin)
    expect(res.statusCode).toBe(402)
    expect(res.json().error.code).toBe('SOMENTE_LEITURA')
  })

  it('8 days past due is read-only; 6 days still writes', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setAssinatura(t, empresaId, { status: 'inadimplente', inadimplenteHaDias: 6 })
    expect((await novoCliente(admin)).statusCode).toBe(201)
    await setAssinatura(t, empresaId, { status: 'inadimplente', inadimplenteHaDias: 8 })
    const res = await novoCliente(admin)
    expect(res.statusCode).toBe(402)
    expect(res.json().error.code).toBe('SOMENTE_LEITURA')
  })

  it('a cancelled subscription is read-only for every role', async () => {
    const { empresaId } = await buildCompany(t)
    const operador = await buildUser(t, empresaId, 'operador')
    await mudarPlano(t, empresaId, 'pro', { status: 'cancelada' })
    expect((await call(t, operador, 'GET', '/api/os')).statusCode).toBe(200)
    expect((await call(t, operador, 'POST', '/api/os', {})).statusCode).toBe(402)
  })

  it('writes again once the operator activates a plan', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setAssinatura(t, empresaId, { status: 'inadimplente', inadimplenteHaDias: 10 })
    expect((await novoCliente(admin)).statusCode).toBe(402)

    await mudarPlano(t, empresaId, 'pro')
    expect((await novoCliente(admin)).statusCode).toBe(201)
    expect(await assinaturaOf(admin)).toMatchObject({
      plano: 'pro',
      status_assinatura: 'ativa',
      inadimplente_desde: null,
      somente_leitura: false,
      dias_trial_restantes: null,
    })
  })
})
