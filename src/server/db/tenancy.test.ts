import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany } from '../test/factories'
import { queryRows, queryRowsPrepared } from './client'
import { clientes, empresas, membros, rolePermissions, tecnicos } from './schema'
import { withTenant } from './with-tenant'

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

  it('a prepared statement, run often enough for its plan to be reused, still sees only its company', async () => {
    const companies = [await buildCompany(t), await buildCompany(t)]
    for (const { empresaId } of companies) {
      await withTenant(t.handle.db, { empresaId }, (tx) =>
        tx.insert(tecnicos).values({ empresa_id: empresaId, nome: `Técnico de ${empresaId}` }),
      )
    }
    // The same text every time (the company comes from the tenant's settings): one statement per
    // connection, planned generically after five runs, so any connection of the pool may reuse the plan.
    for (let run = 0; run < 24; run++) {
      const { empresaId } = companies[run % 2]
      const seen = await withTenant(t.handle.db, { empresaId }, (tx) =>
        queryRowsPrepared<{ empresa_id: string; nome: string }>(
          tx,
          sql`select empresa_id, nome from tecnicos where nome like ${'Técnico de %'}`,
        ),
      )
      expect(seen).toEqual([{ empresa_id: empresaId, nome: `Técnico de ${empresaId}` }])
    }
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
