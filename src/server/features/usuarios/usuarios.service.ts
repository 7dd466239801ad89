import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { Role } from '../../../shared/permissoes/permissoes'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import type {
  CreateUsuarioInput,
  UpdateUsuarioInput,
  UsuariosList,
  UsuarioView,
} from '../../../shared/usuarios/usuarios.schemas'
import { type Database, queryRows, type Tx } from '../../db/client'
import { accounts, membros, sessions, tentativasLogin, users } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, isUniqueViolation, notFound } from '../../http/errors'
import { createUserWithPassword } from '../auth/auth.service'
import { passwords } from '../auth/password'
import type { SessionCache } from '../auth/session-cache'
import type { Tenant } from '../auth/tenant.service'
import { exigirLugarLivre, limiteDeUsuarios, travarEmpresa } from './limite-usuarios'

const columns = {
  id: users.id,
  nome_completo: users.name,
  email: users.email,
  telefone: membros.telefone,
  role: membros.role,
  ativo: membros.ativo,
  fundador: membros.fundador,
  criado_em: membros.criado_em,
}
type Row = Omit<UsuarioView, 'criado_em'> & { criado_em: Date }
const present = (row: Row): UsuarioView => ({ ...row, criado_em: row.criado_em.toISOString() })

/** The member whose user id is `userId`; row-level security makes another company's user a 404. */
async function membroDe(tx: Tx, tenant: Tenant, userId: string): Promise<Row> {
  const [row] = await tx
    .select(columns)
    .from(membros)
    .innerJoin(users, eq(users.id, membros.user_id))
    .where(and(eq(membros.empresa_id, tenant.empresaId), eq(membros.user_id, userId)))
  if (!row) throw notFound(m.naoEncontrado)
  return row
}

/** Refuses a change that would leave the company without an active Administrador. */
async function exigirOutroAdminAtivo(tx: Tx, tenant: Tenant, userId: string) {
  const [outro] = await tx
    .select({ id: membros.id })
    .from(membros)
    .where(
      and(
        eq(membros.empresa_id, tenant.empresaId),
        eq(membros.role, 'admin'),
        eq(membros.ativo, true),
        ne(membros.user_id, userId),
      ),
    )
    .limit(1)
  if (!outro) throw conflict('ULTIMO_ADMIN', m.ultimoAdmin)
}

/** Ends the user's sessions in the database (optionally all but one); the caller forgets them after commit. */
async function encerrarSessoes(tx: Tx, userId: string, exceptoToken?: string) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptoToken ? ne(sessions.token, exceptoToken) : undefined))
}

/** GET /api/usuarios: every member, Administradores first, the founder on top (SPEC §2 crown row). */
export function listUsuarios(db: Database, tenant: Tenant): Promise<UsuariosList> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select(columns)
      .from(membros)
      .innerJoin(users, eq(users.id, membros.user_id))
      .where(eq(membros.empresa_id, tenant.empresaId))
      .orderBy(desc(membros.fundador), asc(membros.criado_em), asc(users.name))
    const limite = limiteDeUsuarios(tenant.empresa)
    return { items: rows.map(present), total: rows.length, limite }
  })
}

/** POST /api/usuarios: the identity, its password and an active membership, within the plan's limit. */
export async function createUsuario(db: Database, tenant: Tenant, input: CreateUsuarioInput) {
  try {
    return await withTenant(db, tenant, async (tx) => {
      const empresa = await travarEmpresa(tx, tenant.empresaId)
      await exigirLugarLivre(tx, tenant.empresaId, empresa)
      const user = await createUserWithPassword(tx, {
        name: input.nome_completo,
        email: input.email,
        password: input.password,
      }).catch((error) => {
        throw error instanceof AppError && error.code === 'EMAIL_EM_USO'
          ? conflict('EMAIL_EM_USO', m.emailEmUso)
          : error
      })
      await tx.insert(membros).values({
        empresa_id: tenant.empresaId,
        user_id: user.id,
        role: input.role,
        telefone: input.telefone,
      })
      return present(await membroDe(tx, tenant, user.id))
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_EM_USO', m.emailEmUso)
    throw error
  }
}

/**
 * PATCH /api/usuarios/:id. Deactivating ends the user's sessions at once; a change of role, name or
 * status is forgotten by the session cache so the next request reads it (decision 003).
 */
export async function updateUsuario(
  db: Database,
  cache: SessionCache,
  tenant: Tenant,
  userId: string,
  input: UpdateUsuarioInput,
): Promise<UsuarioView> {
  const usuario = await withTenant(db, tenant, async (tx) => {
    const empresa = await travarEmpresa(tx, tenant.empresaId)
    const atual = await membroDe(tx, tenant, userId)
    if (input.email !== undefined && input.email !== atual.email) {
      throw new AppError(400, 'VALIDATION', m.emailNaoMuda, { email: m.emailNaoMuda })
    }
    const role: Role = input.role ?? atual.role
    const ativo = input.ativo ?? atual.ativo
    if (atual.role === 'admin' && atual.ativo && (role !== 'admin' || !ativo)) {
      await exigirOutroAdminAtivo(tx, tenant, userId)
    }
    if (ativo && !atual.ativo) await exigirLugarLivre(tx, tenant.empresaId, empresa)
    const membro: Partial<typeof membros.$inferInsert> = {}
    if (input.role !== undefined) membro.role = input.role
    if (input.ativo !== undefined) membro.ativo = input.ativo
    if (input.telefone !== undefined) membro.telefone = input.telefone
    if (Object.keys(membro).length > 0) {
      await tx
        .update(membros)
        .set(membro)
        .where(and(eq(membros.empresa_id, tenant.empresaId), eq(membros.user_id, userId)))
    }
    if (input.nome_completo !== undefined && input.nome_completo !== atual.nome_completo) {
      await tx
        .update(users)
        .set({ name: input.nome_completo, updatedAt: new Date() })
        .where(eq(users.id, userId))
    }
    if (!ativo && atual.ativo) await encerrarSessoes(tx, userId)
    return present(await membroDe(tx, tenant, userId))
  })
  cache.forgetUser(userId)
  return usuario
}

/**
 * Whether the user's id is kept in the company's history (OS, status changes, quote versions, stock
 * movements, photos, receipts). Deleting would erase who did it: such a user is deactivated instead
 * (docs/decisions/010).
 */
async function temHistorico(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ usado: boolean }>(
    tx,
    sql`select exists (select 1 from os where criado_por = ${userId})
      or exists (select 1 from os_historico where user_id = ${userId})
      or exists (select 1 from os_orcamentos where enviado_por = ${userId})
      or exists (select 1 from estoque_movimentos where user_id = ${userId})
      or exists (select 1 from os_fotos where user_id = ${userId})
      or exists (select 1 from pagamentos where user_id = ${userId}) as usado`,
  )
  return row.usado
}

/** DELETE /api/usuarios/:id: never the own user, never the last active admin, never one with history. */
export async function deleteUsuario(db: Database, cache: SessionCache, tenant: Tenant, userId: string) {
  if (userId === tenant.userId) throw conflict('PROPRIO_USUARIO', m.naoExcluirProprio)
  await withTenant(db, tenant, async (tx) => {
    await travarEmpresa(tx, tenant.empresaId)
    const atual = await membroDe(tx, tenant, userId)
    if (atual.role === 'admin' && atual.ativo) await exigirOutroAdminAtivo(tx, tenant, userId)
    if (await temHistorico(tx, userId)) throw conflict('EM_USO', m.emUso)
    await tx.delete(membros).where(and(eq(membros.empresa_id, tenant.empresaId), eq(membros.user_id, userId)))
    // The identity goes too (its credential account and sessions cascade): a user belongs to one company.
    await tx.delete(users).where(eq(users.id, userId))
  })
  cache.forgetUser(userId)
}

/**
 * POST /api/usuarios/:id/senha: a new password; every session of the user ends, except the one making
 * the request when admins reset their own.
 */
export async function resetSenha(
  db: Database,
  cache: SessionCache,
  tenant: Tenant,
  userId: string,
  password: string,
  tokenAtual: string | undefined,
) {
  const hash = await passwords.hash(password)
  await withTenant(db, tenant, async (tx) => {
    await membroDe(tx, tenant, userId)
    const [account] = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id })
    if (!account) {
      await tx
        .insert(accounts)
        .values({ accountId: userId, providerId: 'credential', userId, password: hash })
    }
    await encerrarSessoes(tx, userId, userId === tenant.userId ? tokenAtual : undefined)
    // A new password ends a sign-in lockout (issue 22 item 8).
    const [{ email }] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    await tx.delete(tentativasLogin).where(eq(tentativasLogin.email, email))
  })
  cache.forgetUser(userId)
}
