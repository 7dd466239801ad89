import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { tecnicosService } from '../features/cadastros/tecnicos/tecnicos.service'
import { call } from '../test/api'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany, type TestUser } from '../test/factories'
import { buildCatalogo, type Catalogo } from '../test/os-fixtures'
import { AppError } from './errors'
import { dbOf } from './tenant-transaction'
import { tenantOf } from './types'

// Issue 23 item 3: a request that writes opens one tenant transaction, and reads its answer back in it.

let t: TestApp
/** A second app server on the same database, whose database counts the transactions opened on it. */
let counted: TestApp
let opened = 0
let admin: TestUser
let catalogo: Catalogo

/** `db` with every top-level transaction it opens counted in `opened`. */
function countingTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop)
      if (typeof value !== 'function') return value
      if (prop !== 'transaction') return value.bind(target)
      return (...args: unknown[]) => {
        opened++
        return value.apply(target, args)
      }
    },
  })
}

beforeAll(async () => {
  t = await createTestApp()
  counted = await createTestApp({}, { handle: { ...t.handle, db: countingTransactions(t.handle.db) } })
  ;({ admin } = await buildCompany(t))
  catalogo = await buildCatalogo(t, admin)
  // The session is looked up (and remembered) before anything is counted.
  expect((await call(counted, admin, 'GET', '/api/me')).statusCode).toBe(200)
})
afterAll(async () => {
  await counted.close()
  await t.close()
})

/** The answer to a request on the counting server, and how many transactions it opened. */
async function transactionsOf(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  opened = 0
  const res = await call(counted, admin, method, url, payload)
  return { status: res.statusCode, body: res.json(), transactions: opened }
}

describe('one tenant transaction per request', () => {
  it('POST /api/os writes the OS and answers it from the same transaction', async () => {
    const created = await transactionsOf('POST', '/api/os', {
      cliente_id: catalogo.cliente.id,
      veiculo_id: catalogo.veiculo.id,
      itens: [
        { tipo: 'servico', referencia_id: catalogo.funilaria.id, quantidade: 1, valor_unitario: 35000 },
      ],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'rascunho', total_geral: 35000 })
    expect(created.body.numero_os).toMatch(/^OS-\d{4}-\d{4}$/)
    expect(created.transactions).toBe(1)

    const patched = await transactionsOf('PATCH', `/api/os/${created.body.id}`, {
      observacoes: 'Trazer a chave',
    })
    expect(patched).toMatchObject({ status: 200, body: { observacoes: 'Trazer a chave' }, transactions: 1 })

    const read = await transactionsOf('GET', `/api/os/${created.body.id}`)
    expect(read).toMatchObject({ status: 200, body: { observacoes: 'Trazer a chave' }, transactions: 1 })
  })

  it('a register write (create, edit, delete) takes one transaction each', async () => {
    const novo = await transactionsOf('POST', '/api/tecnicos', { nome: 'Joana Funileira' })
    expect(novo).toMatchObject({ status: 201, body: { nome: 'Joana Funileira' }, transactions: 1 })
    const editado = await transactionsOf('PATCH', `/api/tecnicos/${novo.body.id}`, { nome: 'Joana Pintora' })
    expect(editado).toMatchObject({ status: 200, body: { nome: 'Joana Pintora' }, transactions: 1 })
    opened = 0
    const removido = await call(counted, admin, 'DELETE', `/api/tecnicos/${novo.body.id}`)
    expect({ status: removido.statusCode, transactions: opened }).toEqual({ status: 204, transactions: 1 })
  })

  it('a refused OS answers 400 in Portuguese, in its one transaction, and adds no OS', async () => {
    const antes = (await call(t, admin, 'GET', '/api/os')).json().total
    // An item of another kind than its reference: refused after the parties were checked.
    const refused = await transactionsOf('POST', '/api/os', {
      cliente_id: catalogo.cliente.id,
      itens: [{ tipo: 'produto', referencia_id: catalogo.funilaria.id, quantidade: 1, valor_unitario: 100 }],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toBe('Selecione um produto')
    expect(refused.transactions).toBe(1)
    expect((await call(t, admin, 'GET', '/api/os')).json().total).toBe(antes)
  })

  it("a handler that fails after its service wrote rolls the service's write back", async () => {
    // A route of this test only: a register service writes, then the handler refuses. Without the route's
    // transaction the service would have committed its own.
    const app = await createTestApp({}, { handle: t.handle })
    const db = app.handle.db
    app.app.post(
      '/api/teste/recusa-depois',
      { config: { permission: ['cadastros', 'create'], transaction: true } },
      async (req) => {
        await tecnicosService.create(dbOf(req, db), tenantOf(req), {
          nome: 'Gravado e desfeito',
          documento: null,
          email: null,
          celular: null,
          ativo: true,
        })
        throw new AppError(400, 'VALIDATION', 'Recusado depois de gravar')
      },
    )
    try {
      const res = await call(app, admin, 'POST', '/api/teste/recusa-depois', {})
      expect({ status: res.statusCode, message: res.json().error.message }).toEqual({
        status: 400,
        message: 'Recusado depois de gravar',
      })
      const nomes = (await call(t, admin, 'GET', '/api/tecnicos?q=desfeito')).json().items
      expect(nomes).toEqual([])
    } finally {
      await app.close()
    }
  })
})
