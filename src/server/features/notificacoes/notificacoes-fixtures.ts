import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'

/**
 * "Now" for the notifications: 23:30 of 14/03/2026 in São Paulo, already the 15th in UTC, so an overdue
 * check taken in UTC would differ. Only Date is faked, and only while a request runs.
 */
export const AGORA = new Date('2026-03-15T02:30:00Z')
export const HOJE = '2026-03-14'

async function at<T>(agora: Date, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(agora)
  try {
    return await fn()
  } finally {
    vi.useRealTimers()
  }
}

/** GET /api/notificacoes as `user` at `agora`. */
export async function notificacoesAt(t: TestApp, user: TestUser, agora = AGORA) {
  const res = await at(agora, () => call(t, user, 'GET', '/api/notificacoes'))
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** POST /api/notificacoes/lidas as `user` at `agora`. */
export async function marcarAt(t: TestApp, user: TestUser, body: object | undefined, agora = AGORA) {
  const res = await at(agora, () => call(t, user, 'POST', '/api/notificacoes/lidas', body))
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Runs raw SQL inside the company's tenant transaction (dates are set by hand around HOJE). */
export const noBanco = (t: TestApp, empresaId: string, query: ReturnType<typeof sql>) =>
  withTenant(t.handle.db, { empresaId }, (tx) => tx.execute(query))

/** A stock-controlled product made through the API, its creation and stock movements dated `quando`. */
export async function produtoEm(
  t: TestApp,
  user: TestUser,
  quando: string,
  estoque: { atual: number; minimo: number; sku?: string },
) {
  const sku = estoque.sku ?? `P-${randomBytes(3).toString('hex').toUpperCase()}`
  const p = await create(t, user, '/api/produtos', {
    sku,
    descricao: `Produto ${sku}`,
    unidade: 'UN',
    preco_publico: 1000,
    controla_estoque: true,
    estoque_atual: estoque.atual,
    estoque_minimo: estoque.minimo,
  })
  await noBanco(
    t,
    user.empresaId,
    sql`update produtos set criado_em = ${quando}::timestamptz where id = ${p.id}`,
  )
  await noBanco(
    t,
    user.empresaId,
    sql`update estoque_movimentos set criado_em = ${quando}::timestamptz where produto_id = ${p.id}`,
  )
  return p as { id: string; sku: string; descricao: string }
}

/** An accepted invitation, written directly (the invitations feature owns its screens). */
export async function conviteAceito(t: TestApp, empresaId: string, email: string, aceitoEm: string) {
  const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`insert into convites (empresa_id, email, role, token_hash, expira_em, aceito_em, criado_em)
      values (${empresaId}, ${email}, 'operador', ${randomBytes(16).toString('hex')},
        ${aceitoEm}::timestamptz + interval '7 days', ${aceitoEm}::timestamptz, ${aceitoEm}::timestamptz - interval '1 day')
      returning id`,
    ),
  )
  return row.id
}
