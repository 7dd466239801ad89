import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { genericMessages } from '../../shared/http/api-error'
import { call, create } from '../test/api'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany } from '../test/factories'
import { queryRows, type Tx } from './client'
import { CONFLICT_ATTEMPTS, retryConflicts } from './retry-conflicts'
import { withTenant } from './with-tenant'

let t: TestApp
// A route whose transaction the database always aborts (registered before the first request).
let semFim: { empresaId: string; acrescentar(tx: Tx): Promise<unknown>; tentativas: number }
beforeAll(async () => {
  t = await createTestApp()
  t.app.post('/api/teste/conflito-sem-fim', async () =>
    withTenant(t.handle.db, { empresaId: semFim.empresaId }, async (tx) => {
      semFim.tentativas++
      await semFim.acrescentar(tx)
      await abortWith(tx, '40P01')
    }),
  )
})
afterAll(() => t.close())

/** The database itself aborts the transaction with SQLSTATE `code`, as its deadlock detector would. */
const abortWith = (tx: Tx, code: '40P01' | '40001' | '23505') =>
  tx.execute(sql.raw(`do $$ begin raise exception 'abortada no teste' using errcode = '${code}'; end $$`))

async function clienteDe(empresaId: string, admin: Parameters<typeof create>[1]) {
  const cliente = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'Maria',
  })
  const nome = async () =>
    (
      await withTenant(t.handle.db, { empresaId }, (tx) =>
        queryRows<{ nome_razao: string }>(tx, sql`select nome_razao from clientes where id = ${cliente.id}`),
      )
    )[0].nome_razao
  const acrescentar = (tx: Tx) =>
    tx.execute(sql`update clientes set nome_razao = nome_razao || '+' where id = ${cliente.id}`)
  return { nome, acrescentar }
}

describe('withTenant after a deadlock or serialization failure', () => {
  it('runs the transaction again; the aborted attempt left nothing', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { nome, acrescentar } = await clienteDe(empresaId, admin)
    for (const code of ['40P01', '40001'] as const) {
      let tentativas = 0
      const result = await withTenant(t.handle.db, { empresaId }, async (tx) => {
        tentativas++
        await acrescentar(tx)
        if (tentativas < 3) await abortWith(tx, code)
        return 'ok'
      })
      expect(result).toBe('ok')
      expect(tentativas).toBe(3)
    }
    // Two transactions committed, one '+' each: the four aborted attempts wrote nothing.
    expect(await nome()).toBe('Maria++')
  })

  it('does not run again for any other error', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { nome, acrescentar } = await clienteDe(empresaId, admin)
    let tentativas = 0
    const falha = withTenant(t.handle.db, { empresaId }, async (tx) => {
      tentativas++
      await acrescentar(tx)
      await abortWith(tx, '23505')
    })
    await expect(falha).rejects.toThrow()
    expect(tentativas).toBe(1)
    expect(await nome()).toBe('Maria')
  })

  it('answers 409 in Portuguese when the conflict outlasts the retries, with nothing written', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { nome, acrescentar } = await clienteDe(empresaId, admin)
    semFim = { empresaId, acrescentar, tentativas: 0 }
    const res = await call(t, admin, 'POST', '/api/teste/conflito-sem-fim')
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({
      code: 'CONFLITO_CONCORRENTE',
      message: genericMessages.conflitoConcorrente,
    })
    expect(semFim.tentativas).toBe(CONFLICT_ATTEMPTS)
    expect(await nome()).toBe('Maria')
  })

  it('a nested call (savepoint) leaves the retry to its enclosing transaction', async () => {
    const { empresaId } = await buildCompany(t)
    let externas = 0
    let internas = 0
    await retryConflicts(() =>
      withTenant(t.handle.db, { empresaId }, async (tx) => {
        externas++
        await withTenant(tx, { empresaId }, async (inner) => {
          internas++
          if (externas === 1) await abortWith(inner, '40P01')
        }).catch((error) => {
          // The savepoint was not run again on its own.
          expect(internas).toBe(externas)
          throw error
        })
      }),
    )
    expect([externas, internas]).toEqual([2, 2])
  })
})
