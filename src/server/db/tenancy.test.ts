import { like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany } from '../test/factories'
import { queryRows, queryRowsPrepared, selectTemplate } from './client'
import { clientes, empresas, membros, rolePermissions, tecnicos } from './schema'
import { finishWith, readTenant, readTogether, withTenant } from './with-tenant'

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

  describe('readTenant (reads without BEGIN/COMMIT on PostgreSQL)', () => {
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

    it('every query, built, raw or prepared, sees only its company, as the application role', async () => {
      const [a] = await doisTecnicos()
      const seen = await readTenant(t.handle.db, { empresaId: a.empresaId }, async (tx) => ({
        built: await tx.select({ empresa_id: tecnicos.empresa_id, nome: tecnicos.nome }).from(tecnicos),
        raw: await queryRows(tx, lidos),
        prepared: await queryRowsPrepared(tx, lidos),
        role: await queryRows<{ current_user: string }>(tx, sql`select current_user`),
      }))
      const own = [{ empresa_id: a.empresaId, nome: tecnicoDe(a.empresaId) }]
      expect(seen).toEqual({ built: own, raw: own, prepared: own, role: [{ current_user: 'bancada_app' }] })
    })

    it('a select built once (selectTemplate) is kept by its connection under a name from its text', async () => {
      const [a] = await doisTecnicos()
      const lidosPorNome = selectTemplate((executor) =>
        executor
          .select({ empresa_id: tecnicos.empresa_id, nome: tecnicos.nome })
          .from(tecnicos)
          .where(like(tecnicos.nome, sql.placeholder('nome'))),
      )
      const { rows, kept } = await readTenant(t.handle.db, { empresaId: a.empresaId }, async (tx) => ({
        rows: await lidosPorNome(tx, { nome: 'Técnico lido de %' }),
        kept: await queryRows<{ name: string; statement: string }>(
          tx,
          sql`select name, statement from pg_prepared_statements where name like 'bancada_%'`,
        ),
      }))
      expect(rows).toEqual([{ empresa_id: a.empresaId, nome: tecnicoDe(a.empresaId) }])
      // PostgreSQL keeps the statement for the connection; PGlite (in process) has no plans to keep.
      const tecnicosKept = kept.some((k) => k.statement.includes('from "tecnicos"'))
      expect(tecnicosKept).toBe(t.handle.kind === 'postgres')
    })

    it('reads run together travel as one message on PostgreSQL: one receipt time, one snapshot, each its rows', async () => {
      const [a] = await doisTecnicos()
      const momento = selectTemplate((executor) =>
        executor
          .select({
            nome: tecnicos.nome,
            recebido: sql<string>`statement_timestamp()::text`,
            transacao: sql<string>`now()::text`,
          })
          .from(tecnicos)
          .where(like(tecnicos.nome, sql.placeholder('nome'))),
      )
      const contagem = selectTemplate((executor) =>
        executor
          .select({ total: sql<number>`count(*)::int`, recebido: sql<string>`statement_timestamp()::text` })
          .from(tecnicos)
          .where(like(tecnicos.nome, sql.placeholder('nome'))),
      )
      const [lidos, contados, nenhum] = await readTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
        readTogether(tx, [
          () => momento(tx, { nome: 'Técnico lido de %' }),
          () => contagem(tx, { nome: 'Técnico lido de %' }),
          () => momento(tx, { nome: 'Ninguém%' }),
        ]),
      )
      expect(lidos).toEqual([
        { nome: tecnicoDe(a.empresaId), recebido: expect.any(String), transacao: expect.any(String) },
      ])
      expect(contados).toEqual([{ total: 1, recebido: expect.any(String) }])
      expect(nenhum).toEqual([])
      // One message: PostgreSQL stamps every statement of it with the time it arrived.
      if (t.handle.kind === 'postgres') expect(contados[0].recebido).toBe(lidos[0].recebido)
    })

    it('a failing read run together fails the others too, and the next reads run', async () => {
      const [a] = await doisTecnicos()
      const dividir = selectTemplate((executor) =>
        executor
          .select({ q: sql<number>`(10 / ${sql.placeholder('por')}::int)::int` })
          .from(tecnicos)
          .where(like(tecnicos.nome, sql.placeholder('nome'))),
      )
      const juntos = (por: number) =>
        readTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
          readTogether(tx, [
            () => dividir(tx, { por: 2, nome: 'Técnico lido de %' }),
            () => dividir(tx, { por, nome: 'Técnico lido de %' }),
          ]),
        )
      const error = await juntos(0).catch((e: Error & { cause?: Error }) => e.cause ?? e)
      expect((error as Error).message).toMatch(/division by zero/)
      for (let run = 0; run < 4; run++) expect(await juntos(5)).toEqual([[{ q: 5 }], [{ q: 2 }]])
    })

    it('a prepared statement is shared by reads and transactions on every connection, its company each time', async () => {
      const companies = await doisTecnicos()
      // Reads prepare it with SQL's PREPARE, transactions with the protocol's Parse: one name per
      // connection either way, neither trips on the other, and each run sees only its company.
      const runs = Array.from({ length: 24 }, (_, run) => {
        const { empresaId } = companies[run % 2]
        const open = run % 3 === 0 ? withTenant : readTenant
        return open(t.handle.db, { empresaId }, (tx) => queryRowsPrepared(tx, lidos)).then((rows) => ({
          rows,
          empresaId,
        }))
      })
      for (const { rows, empresaId } of await Promise.all(runs)) {
        expect(rows).toEqual([{ empresa_id: empresaId, nome: tecnicoDe(empresaId) }])
      }
    })

    it('a prepared read that fails answers the error, and the same statement then runs', async () => {
      const [a] = await doisTecnicos()
      const dividir = (by: number) =>
        readTenant(t.handle.db, { empresaId: a.empresaId }, (tx) =>
          queryRowsPrepared<{ q: number }>(tx, sql`select (10 / ${by}::int)::int as q`),
        )
      const error = await dividir(0).catch((e: Error & { cause?: Error }) => e.cause ?? e)
      expect((error as Error).message).toMatch(/division by zero/)
      for (let run = 0; run < 8; run++) expect(await dividir(2)).toEqual([{ q: 5 }])
    })

    it('a whole-register page, built once and planned generically, lists each company its own rows', async () => {
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
      if (t.handle.kind !== 'postgres') return
      // The plan the last connection kept for the page (the pool hands it out again): generic, reused.
      const [kept] = await readTenant(t.handle.db, { empresaId: companies[0].empresaId }, (tx) =>
        queryRows<{ generic_plans: number; custom_plans: number }>(
          tx,
          sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
              where name like 'bancada\_g\_%' and statement like '%from "tecnicos"%'`,
        ),
      )
      expect(kept.custom_plans).toBe(0)
      expect(kept.generic_plans).toBeGreaterThan(0)
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

  it('reads run together inside a transaction travel as one message on PostgreSQL and see its writes', async () => {
    const { empresaId } = await buildCompany(t)
    const recebido = (nome: string) =>
      sql`select nome, statement_timestamp()::text as recebido from tecnicos where nome = ${nome}`
    const [escrito, nenhum, binario] = await withTenant(t.handle.db, { empresaId }, async (tx) => {
      await tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Escrito antes' })
      return readTogether(tx, [
        () => queryRows<{ nome: string; recebido: string }>(tx, recebido('Escrito antes')),
        () => queryRows<{ nome: string; recebido: string }>(tx, recebido('Ninguém')),
        // A binary value has no text form: this one goes on its own, after the others.
        () => queryRows<{ tamanho: number }>(tx, sql`select length(${Buffer.from('abc')}::bytea) as tamanho`),
      ])
    })
    expect(escrito).toEqual([{ nome: 'Escrito antes', recebido: expect.any(String) }])
    expect(nenhum).toEqual([])
    expect(binario).toEqual([{ tamanho: 3 }])
    const [junto] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      readTogether(tx, [
        () => queryRows<{ recebido: string }>(tx, sql`select statement_timestamp()::text as recebido`),
        () => queryRows<{ recebido: string }>(tx, sql`select statement_timestamp()::text as recebido`),
      ]),
    ).then(([a, b]) => [a[0].recebido === b[0].recebido])
    // One message on PostgreSQL: every statement of it is stamped with the time it arrived.
    if (t.handle.kind === 'postgres') expect(junto).toBe(true)
  })

  it('queries run together go out once, whether their count or a run that sends nothing completes the batch', async () => {
    const { empresaId } = await buildCompany(t)
    const contados = await withTenant(t.handle.db, { empresaId }, async (tx) => {
      await readTogether(tx, [
        () => tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Uma vez' }),
        () => queryRows(tx, sql`select 1`),
      ])
      // Announced two, sent one: the other run ends with no query, and the one goes out then.
      await readTogether(tx, [
        () => tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Sozinho' }),
        async () => {},
      ])
      return queryRows<{ nome: string; n: number }>(
        tx,
        sql`select nome, count(*)::int as n from tecnicos group by nome order by nome`,
      )
    })
    expect(contados).toEqual([
      { nome: 'Sozinho', n: 1 },
      { nome: 'Uma vez', n: 1 },
    ])
  })

  describe('finishWith (the last statement and its COMMIT in one message on PostgreSQL)', () => {
    it('writes as the company, answers the rows, and the write is committed', async () => {
      const { empresaId } = await buildCompany(t)
      const rows = await withTenant(t.handle.db, { empresaId }, async (tx) => {
        await tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Antes do fim' })
        return finishWith<{ nome: string; empresa: string }>(
          tx,
          sql`insert into tecnicos (empresa_id, nome) values (${empresaId}, ${"D'Ávila no fim"})
              returning nome, current_setting('app.empresa_id') as empresa`,
        )
      })
      expect(rows).toEqual([{ nome: "D'Ávila no fim", empresa: empresaId }])
      const nomes = await readTenant(t.handle.db, { empresaId }, (tx) =>
        queryRows<{ nome: string }>(tx, sql`select nome from tecnicos order by nome`),
      )
      expect(nomes.map((r) => r.nome)).toEqual(['Antes do fim', "D'Ávila no fim"])
    })

    it('a failing last statement rolls the whole transaction back', async () => {
      const { empresaId } = await buildCompany(t)
      const other = await buildCompany(t)
      await expect(
        withTenant(t.handle.db, { empresaId }, async (tx) => {
          await tx.insert(tecnicos).values({ empresa_id: empresaId, nome: 'Desfeito' })
          // Row-level security refuses another company's row.
          return finishWith(
            tx,
            sql`insert into tecnicos (empresa_id, nome) values (${other.empresaId}, 'Alheio')`,
          )
        }),
      ).rejects.toThrow()
      const nomes = await readTenant(t.handle.db, { empresaId }, (tx) =>
        queryRows(tx, sql`select nome from tecnicos`),
      )
      expect(nomes).toEqual([])
    })

    it('on PostgreSQL, refuses a query after the commit instead of running it outside the transaction', async () => {
      const { empresaId } = await buildCompany(t)
      const after = withTenant(t.handle.db, { empresaId }, async (tx) => {
        await finishWith(tx, sql`insert into tecnicos (empresa_id, nome) values (${empresaId}, 'Último')`)
        return queryRows(tx, sql`select 1`)
      })
      // drizzle wraps the client's error as the cause of its own.
      if (t.handle.kind === 'postgres')
        await expect(after).rejects.toMatchObject({ cause: { message: 'A transação já foi confirmada' } })
      else await expect(after).resolves.toHaveLength(1)
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
