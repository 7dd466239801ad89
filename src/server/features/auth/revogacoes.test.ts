import { parseCookies } from 'better-auth/cookies'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { membros, users } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { type AppProcesso, startAppProcesso } from '../../test/app-processo'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, sessionCookie, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { createTestPostgresDatabase, testDbKind } from '../../test/test-database'

// Revocation reaches every app server at once (docs/decisions/025). On PostgreSQL: two real server
// processes on one database. PGlite is one process by construction: there, the same notification path
// is proven by changes written straight to the database, which no service forgets by hand.

/** The cache's key for a `name=value` cookie: its value, decoded as the auth hook reads it. */
const chave = (cookie: string) => [...parseCookies(cookie).values()][0]!

if (testDbKind === 'postgres') {
  describe('two app servers on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>
    let a: AppProcesso
    let b: AppProcesso
    let admin: { cookie: string }

    beforeAll(async () => {
      database = await createTestPostgresDatabase()
      // The same secret on both, as behind a load balancer: a cookie signed by one is valid on the other.
      const env = { DATABASE_URL: database.url, AUTH_SECRET: 'segredo-compartilhado-entre-os-servidores-1' }
      ;[a, b] = await Promise.all([startAppProcesso(env), startAppProcesso(env)])
      const email = uniqueEmail('admin')
      const res = await a.fetch('POST', '/api/auth/sign-up/email', {
        body: { name: 'Ana Admin', email, password: TEST_PASSWORD, nome_empresa: 'Oficina Dois Servidores' },
      })
      expect(res.status).toBe(200)
      admin = { cookie: sessionCookie(res.headers.getSetCookie()) }
    }, 180_000)

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
      await database?.drop()
    })

    // The trial's seat limit: each test's member leaves when it ends.
    const criados: string[] = []
    afterEach(async () => {
      for (const id of criados.splice(0)) {
        expect((await a.fetch('DELETE', `/api/usuarios/${id}`, { cookie: admin.cookie })).status).toBe(204)
      }
    })

    /** A member created by the admin through A, signed in through A. */
    async function membro(role: string) {
      const email = uniqueEmail(role)
      const criado = await a.fetch('POST', '/api/usuarios', {
        cookie: admin.cookie,
        body: { nome_completo: `Pessoa ${role}`, email, password: TEST_PASSWORD, role },
      })
      expect(criado.status).toBe(201)
      const login = await a.fetch('POST', '/api/auth/sign-in/email', {
        body: { email, password: TEST_PASSWORD },
      })
      expect(login.status).toBe(200)
      const { id } = (await criado.json()) as { id: string }
      criados.push(id)
      return { id, cookie: sessionCookie(login.headers.getSetCookie()) }
    }

    // The notification reaches B a few milliseconds after A's commit, not at the instant A answers: B's
    // refusal is awaited for up to one second (the cache it replaces remembered a session for 30 s).
    const logoEmB = { timeout: 1000, intervals: [10, 20, 50, 100] }
    const statusEmB = async (path: string, cookie: string) => (await b.fetch('GET', path, { cookie })).status

    it('a user deactivated through A is refused by B within a moment', async () => {
      const usuario = await membro('gerente')
      expect((await b.fetch('GET', '/api/me', { cookie: usuario.cookie })).status).toBe(200)

      // Control: a rename written with triggers off sends no notification, and B still answers from what
      // it remembers. So the 401 below is the notification's doing, not a cache miss.
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        await client.query('begin')
        await client.query('set local session_replication_role = replica')
        await client.query('update users set name = $1 where id = $2', ['Nome Novo', usuario.id])
        await client.query('commit')
      } finally {
        await client.end()
      }
      const lembrado = await b.fetch('GET', '/api/me', { cookie: usuario.cookie })
      expect(((await lembrado.json()) as { user: { name: string } }).user.name).toBe('Pessoa gerente')

      const desativar = await a.fetch('PATCH', `/api/usuarios/${usuario.id}`, {
        cookie: admin.cookie,
        body: { ativo: false },
      })
      expect(desativar.status).toBe(200)
      await expect.poll(() => statusEmB('/api/me', usuario.cookie), logoEmB).toBe(401)
    })

    it('a sign-out through A ends the session on B within a moment', async () => {
      const usuario = await membro('operador')
      expect((await b.fetch('GET', '/api/me', { cookie: usuario.cookie })).status).toBe(200)
      expect((await a.fetch('POST', '/api/auth/sign-out', { cookie: usuario.cookie })).status).toBe(200)
      await expect.poll(() => statusEmB('/api/me', usuario.cookie), logoEmB).toBe(401)
    })

    it('an admin downgraded through A loses the admin routes on B within a moment', async () => {
      const usuario = await membro('admin')
      expect((await b.fetch('GET', '/api/usuarios', { cookie: usuario.cookie })).status).toBe(200)
      const rebaixar = await a.fetch('PATCH', `/api/usuarios/${usuario.id}`, {
        cookie: admin.cookie,
        body: { role: 'tecnico' },
      })
      expect(rebaixar.status).toBe(200)
      await expect.poll(() => statusEmB('/api/usuarios', usuario.cookie), logoEmB).toBe(403)
      const me = (await (await b.fetch('GET', '/api/me', { cookie: usuario.cookie })).json()) as {
        role: string
      }
      expect(me.role).toBe('tecnico')
    })

    it("a role's permission taken away through A is refused by B at once", async () => {
      const usuario = await membro('gerente')
      expect((await b.fetch('GET', '/api/clientes', { cookie: usuario.cookie })).status).toBe(200)
      const salvar = await a.fetch('PUT', '/api/permissoes', {
        cookie: admin.cookie,
        body: {
          role: 'gerente',
          rows: [
            { modulo: 'cadastros', can_view: false, can_create: false, can_edit: false, can_delete: false },
          ],
        },
      })
      expect(salvar.status).toBe(200)
      await expect.poll(() => statusEmB('/api/clientes', usuario.cookie), logoEmB).toBe(403)
    })
  })

  describe('when the notification channel drops (PostgreSQL)', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    it('remembers nothing until it listens again, then remembers again', async () => {
      const { admin } = await buildCompany(t)
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })
      expect(t.sessions.lembrando).toBe(true)
      expect(t.sessions.get(chave(admin.cookie))).toBeDefined()

      await t.handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN bancada_sessoes'`,
      )
      await expect.poll(() => t.sessions.lembrando, { timeout: 5000 }).toBe(false)
      expect(t.sessions.get(chave(admin.cookie))).toBeUndefined()
      // Requests still work meanwhile, each one asking the database.
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })
      expect(res.statusCode).toBe(200)

      await expect.poll(() => t.sessions.lembrando, { timeout: 15_000 }).toBe(true)
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })
      expect(t.sessions.get(chave(admin.cookie))).toBeDefined()
    })
  })
} else {
  describe('one app process on PGlite: changes announced by the database', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })

    it('a user deactivated by SQL alone is refused on the next request', async () => {
      const { empresaId } = await buildCompany(t)
      const usuario = await buildUser(t, empresaId, 'gerente')
      expect((await me(usuario.cookie)).statusCode).toBe(200)
      expect(t.sessions.get(chave(usuario.cookie))).toBeDefined()
      await withTenant(t.handle.db, { empresaId }, (tx) =>
        tx
          .update(membros)
          .set({ ativo: false })
          .where(and(eq(membros.empresa_id, empresaId), eq(membros.user_id, usuario.userId))),
      )
      expect((await me(usuario.cookie)).statusCode).toBe(401)
    })

    it('sessions deleted by SQL alone (a sign-out elsewhere) end at once', async () => {
      const { admin } = await buildCompany(t)
      expect((await me(admin.cookie)).statusCode).toBe(200)
      await t.handle.db.execute(sql`delete from sessions where user_id = ${admin.userId}`)
      expect((await me(admin.cookie)).statusCode).toBe(401)
    })

    it('a role changed by SQL alone is read on the next request', async () => {
      const { empresaId } = await buildCompany(t)
      const usuario = await buildUser(t, empresaId, 'admin')
      const usuarios = () =>
        t.app.inject({ method: 'GET', url: '/api/usuarios', headers: { cookie: usuario.cookie } })
      expect((await usuarios()).statusCode).toBe(200)
      await withTenant(t.handle.db, { empresaId }, (tx) =>
        tx.update(membros).set({ role: 'tecnico' }).where(eq(membros.user_id, usuario.userId)),
      )
      expect((await usuarios()).statusCode).toBe(403)
    })

    it('a change of nothing a session carries forgets nothing', async () => {
      const { admin } = await buildCompany(t)
      await me(admin.cookie)
      await t.handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, admin.userId))
      expect(t.sessions.get(chave(admin.cookie))?.userId).toBe(admin.userId)
    })
  })
}
