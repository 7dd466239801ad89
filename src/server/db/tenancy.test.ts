import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany } from '../test/factories'
import { queryRows, type Tx } from './client'
import { clientes, empresas, membros, rolePermissions, tecnicos } from './schema'
import { readTenant, withTenant } from './with-tenant'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('tenant isolation (DESIGN §3)', () => {
  it('every table with empresa_id has RLS enabled, forced and a policy', async () => {
    const tables = await queryRows<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
      t.handle.db,
      sql`select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and exists (select 1 from information_schema.columns col
                        where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'empresa_id')
          order by c.relname`,
    )
    expect(tables.map((r) => r.table)).toEqual(
      expect.arrayContaining([
        'clientes',
        'os',
        'os_itens',
        'ar_titulos',
        'pagamentos',
        'membros',
        'role_permissions',
      ]),
    )
    const unprotected = tables.filter((r) => !r.enabled || !r.forced || r.policies < 1).map((r) => r.table)
    expect(unprotected).toEqual([])
  })

  it('inside withTenant the current role is the application role, which cannot bypass RLS', async () => {
    const { empresaId } = await buildCompany(t)
    const [role] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      queryRows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        tx,
        sql`select current_user, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`,
      ),
    )
    expect(role).toEqual({ current_user: 'bancada_app', rolsuper: false, rolbypassrls: false })
  })

  it("a query without a where inside company A's transaction returns none of company B's rows", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    for (const { empresaId } of [a, b]) {
      await withTenant(t.handle.db, { empresaId }, async (tx) => {
        await tx.insert(tecnicos).values({ empresa_id: empresaId, nome: `Técnico de ${empresaId}` })
        await tx.insert(clientes).values({
          empresa_id: empresaId,
          tipo_pessoa: 'fisica',
          doc: '52998224725',
          nome_razao: `Cliente de ${empresaId}`,
        })
      })
    }
    const seen = await withTenant(t.handle.db, { empresaId: a.empresaId }, async (tx) => ({
      empresas: await tx.select({ id: empresas.id }).from(empresas),
      membros: await tx.select({ empresa_id: membros.empresa_id }).from(membros),
      permissoes: await tx.select({ empresa_id: rolePermissions.empresa_id }).from(rolePermissions),
      tecnicos: await tx.select({ empresa_id: tecnicos.empresa_id }).from(tecnicos),
      clientes: await tx.select({ empresa_id: clientes.empresa_id }).from(clientes),
    }))
    expect(seen.empresas).toEqual([{ id: a.empresaId }])
    for (const rows of [seen.membros, seen.permissoes, seen.tecnicos, seen.clientes]) {
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((r) => r.empresa_id === a.empresaId)).toBe(true)
    }
  })

  it('cannot write into another company, nor update or delete its rows', async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    await expect(
      withTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
        tx.insert(tecnicos).values({ empresa_id: b.empresaId, nome: 'Intruso' }),
      ),
    ).rejects.toThrow()
    await withTenant(t.handle.db, { empresaId: b.empresaId }, (tx) =>
      tx.insert(tecnicos).values({ empresa_id: b.empresaId, nome: 'De B' }),
    )
    const changed = await withTenant(t.handle.db, { empresaId: a.empresaId }, async (tx) => ({
      updated: await tx.update(tecnicos).set({ nome: 'Alterado' }).returning({ id: tecnicos.id }),
      deleted: await tx.delete(tecnicos).returning({ id: tecnicos.id }),
    }))
    expect(changed).toEqual({ updated: [], deleted: [] })
    const [own] = await withTenant(t.handle.db, { empresaId: b.empresaId }, (tx) =>
      tx.select().from(tecnicos),
    )
    expect(own.nome).toBe('De B')
  })

  describe('readTenant', () => {
    const tecnicoDe = (empresaId: string) => `Técnico lido de ${empresaId}`
    const doisTecnicos = async () => {
      const companies = [await buildCompany(t), await buildCompany(t)]
      for (const { empresaId } of companies) {
        await withTenant(t.handle.db, { empresaId }, (tx) =>
          tx.insert(tecnicos).values({ empresa_id: empresaId, nome: tecnicoDe(empresaId) }),
        )
      }
      return companies
    }
    const lidos = sql`select empresa_id, nome from tecnicos where nome like ${'Técnico lido de %'}`

    it('every query, built or raw, sees only its company, as the application role', async () => {
      const [a] = await doisTecnicos()
      const seen = await readTenant(t.handle.db, { empresaId: a.empresaId }, async (tx) => ({
        built: await tx.select({ empresa_id: tecnicos.empresa_id, nome: tecnicos.nome }).from(tecnicos),
        raw: await queryRows(tx, lidos),
        role: await queryRows<{ current_user: string }>(tx, sql`select current_user`),
      }))
      const own = [{ empresa_id: a.empresaId, nome: tecnicoDe(a.empresaId) }]
      expect(seen).toEqual({ built: own, raw: own, role: [{ current_user: 'bancada_app' }] })
    })

    it('a page read by many requests at once lists each company its own rows', async () => {
      const companies = await doisTecnicos()
      const runs = Array.from({ length: 16 }, async (_, run) => {
        const { empresaId, admin } = companies[run % 2]
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/tecnicos',
          headers: { cookie: admin.cookie },
        })
        const page = res.json() as { items: Array<{ nome: string }>; total: number }
        return { empresaId, nomes: page.items.map((i) => i.nome), total: page.total }
      })
      for (const { empresaId, nomes, total } of await Promise.all(runs)) {
        expect({ nomes, total }).toEqual({ nomes: [tecnicoDe(empresaId)], total: 1 })
      }
    })

    it('a read that fails answers the error, and the next reads run', async () => {
      const [a] = await doisTecnicos()
      const dividir = (by: number) =>
        readTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
          queryRows<{ q: number }>(tx, sql`select (10 / ${by}::int)::int as q`),
        )
      const error = await dividir(0).catch((e: Error & { cause?: Error }) => e.cause ?? e)
      expect((error as Error).message).toMatch(/division by zero/)
      for (let run = 0; run < 8; run++) expect(await dividir(2)).toEqual([{ q: 5 }])
    })

    it('refuses a write and writes nothing', async () => {
      const [a] = await doisTecnicos()
      const error = await readTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
        tx.insert(tecnicos).values({ empresa_id: a.empresaId, nome: 'Escrito numa leitura' }),
      ).catch((e: Error) => e)
      // drizzle wraps the database's error as the cause of its own.
      expect((error as Error & { cause?: Error }).cause?.message).toMatch(/read-only transaction/)
      const escritos = await withTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
        queryRows(tx, sql`select 1 from tecnicos where nome = 'Escrito numa leitura'`),
      )
      expect(escritos).toEqual([])
    })

    it("leaves no company, role or read-only mode on the pool's connections", async () => {
      const [a] = await doisTecnicos()
      // More reads than the pool has connections, then as many plain queries: each lands on a used one.
      await Promise.all(
        Array.from({ length: 12 }, () =>
          readTenant(t.handle.db, { empresaId: a.empresaId }, (tx) => queryRows(tx, lidos)),
        ),
      )
      const after = await Promise.all(
        Array.from({ length: 12 }, () =>
          queryRows<{ empresa: string | null; usuario: string; ro: string }>(
            t.handle.db,
            sql`select current_setting('app.empresa_id', true) as empresa, current_user as usuario,
                  current_setting('transaction_read_only') as ro`,
          ),
        ),
      )
      for (const [row] of after) {
        expect(row.empresa ?? '').toBe('')
        expect(row.usuario).not.toBe('bancada_app')
        expect(row.ro).toBe('off')
      }
    })
  })

  describe('nested scopes', () => {
    /** The id PostgreSQL gives the transaction `tx` runs in. */
    const txId = (tx: Tx) =>
      queryRows<{ id: string }>(tx, sql`select txid_current()::text as id`).then(([r]) => r.id)

    it('a service called inside a transaction of the same company joins it: its writes and reads are one transaction', async () => {
      const { empresaId } = await buildCompany(t)
      const [outer, inner, innerRead] = await withTenant(t.handle.db, { empresaId }, async (tx) => {
        await tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Antes' })
        return [
          await txId(tx),
          await withTenant(tx, { empresaId }, txId),
          await readTenant(tx, { empresaId }, async (same) => {
            // The read sees the enclosing transaction's uncommitted write.
            const nomes = await same.select({ nome: tecnicos.nome }).from(tecnicos)
            return `${await txId(same)}:${nomes.map((n) => n.nome).join()}`
          }),
        ]
      })
      expect(inner).toBe(outer)
      expect(innerRead).toBe(`${outer}:Antes`)
    })

    it('a failure inside a joined scope rolls the whole transaction back', async () => {
      const { empresaId } = await buildCompany(t)
      await expect(
        withTenant(t.handle.db, { empresaId }, async (tx) => {
          await tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Desfeito' })
          await withTenant(tx, { empresaId }, () => Promise.reject(new Error('falhou')))
        }),
      ).rejects.toThrow('falhou')
      const nomes = await readTenant(t.handle.db, { empresaId }, (tx) =>
        queryRows(tx, sql`select nome from tecnicos`),
      )
      expect(nomes).toEqual([])
    })

    it("another company's scope inside a transaction is a savepoint with that company's rows only", async () => {
      const a = await buildCompany(t)
      const b = await buildCompany(t)
      await withTenant(t.handle.db, { empresaId: b.empresaId }, (tx) =>
        tx.insert(tecnicos).values({ empresa_id: b.empresaId, nome: 'De B' }),
      )
      const seen = await withTenant(t.handle.db, { empresaId: a.empresaId }, async (tx) => {
        await tx.insert(tecnicos).values({ empresa_id: a.empresaId, nome: 'De A' })
        const deB = await withTenant(tx, { empresaId: b.empresaId }, (inner) =>
          inner.select({ nome: tecnicos.nome }).from(tecnicos),
        )
        // Back in A's scope once the savepoint is released.
        const deA = await tx.select({ nome: tecnicos.nome }).from(tecnicos)
        return { deA, deB }
      })
      expect(seen).toEqual({ deA: [{ nome: 'De A' }], deB: [{ nome: 'De B' }] })
    })
  })

  it('without a company set, a tenant transaction sees no business rows at all', async () => {
    await buildCompany(t)
    const rows = await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'bancada_app', true)`)
      return tx.select().from(rolePermissions)
    })
    expect(rows).toEqual([])
  })
})
