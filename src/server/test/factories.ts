import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Modulo, Role } from '../../shared/permissoes/permissoes'
import { membros, rolePermissions, users } from '../db/schema'
import { withTenant } from '../db/with-tenant'
import { createUserWithPassword } from '../features/auth/auth.service'
import type { TestApp } from './build-app'

export const TEST_PASSWORD = 'senha-segura-123'

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(5).toString('hex')}@teste.com.br`

/** The session cookie from a sign-in/sign-up response, ready for a `cookie` header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const cookie = all.map((c) => c.split(';')[0]).find((c) => c.includes('session_token='))
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`)
  return cookie
}

export interface TestUser {
  userId: string
  empresaId: string
  email: string
  cookie: string
}

/** Signs in through the real API and returns the user's cookie. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  return sessionCookie(res.headers['set-cookie'])
}

/**
 * A new company and its Administrador, created through the real sign-up route. With SMTP the sign-up
 * answers "check your email": the account is then marked confirmed here (tests of the confirmation
 * itself follow the mailed link instead) and signed in; `confirmado: false` leaves it unconfirmed and
 * without a session (cookie '').
 */
export async function buildCompany(
  t: TestApp,
  overrides: { name?: string; nome_empresa?: string; confirmado?: boolean } = {},
) {
  const email = uniqueEmail('admin')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name: overrides.name ?? 'Ana Admin',
      email,
      password: TEST_PASSWORD,
      nome_empresa: overrides.nome_empresa ?? `Oficina ${randomBytes(3).toString('hex')}`,
    },
  })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  if (t.config.smtpUrl) {
    const [user] = await t.handle.db
      .update(users)
      .set({ emailVerified: overrides.confirmado ?? true })
      .where(eq(users.email, email))
      .returning({ id: users.id })
    if (overrides.confirmado === false) {
      const [membro] = await t.handle.db
        .execute<{ empresa_id: string }>(sql`select empresa_id from membros where user_id = ${user.id}`)
        .then((r) => (r as unknown as { rows: { empresa_id: string }[] }).rows)
      const admin: TestUser = { userId: user.id, empresaId: membro.empresa_id, email, cookie: '' }
      return { empresaId: admin.empresaId, admin }
    }
  }
  const cookie = t.config.smtpUrl ? await signIn(t, email) : sessionCookie(res.headers['set-cookie'])
  const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()
  const admin: TestUser = { userId: me.user.id, empresaId: me.empresa.id, email, cookie }
  return { empresaId: admin.empresaId, admin }
}

/** A user with `role` in the company, signed in. */
export async function buildUser(t: TestApp, empresaId: string, role: Role, opts: { ativo?: boolean } = {}) {
  const email = uniqueEmail(role)
  const user = await t.handle.db.transaction(async (tx) => {
    const criado = await createUserWithPassword(tx, {
      name: `Pessoa ${role}`,
      email,
      password: TEST_PASSWORD,
    })
    // Confirmed, as after the mailed link: with SMTP an unconfirmed account cannot sign in.
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, criado.id))
    return criado
  })
  await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.insert(membros).values({ empresa_id: empresaId, user_id: user.id, role, ativo: opts.ativo ?? true }),
  )
  const cookie = opts.ativo === false ? '' : await signIn(t, email)
  return { userId: user.id, empresaId, email, cookie } satisfies TestUser
}

/** Sets one role's four flags for a module (what the Permissões tab will do, forgetting sessions too). */
export async function setPermission(
  t: TestApp,
  empresaId: string,
  role: Exclude<Role, 'admin'>,
  modulo: Modulo,
  flags: Partial<Record<'can_view' | 'can_create' | 'can_edit' | 'can_delete', boolean>>,
) {
  await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .update(rolePermissions)
      .set(flags)
      .where(
        and(
          eq(rolePermissions.empresa_id, empresaId),
          eq(rolePermissions.role, role),
          eq(rolePermissions.modulo, modulo),
        ),
      ),
  )
  t.sessions.forgetEmpresa(empresaId)
}
