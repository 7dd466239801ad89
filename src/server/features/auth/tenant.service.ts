import { and, eq } from 'drizzle-orm'
import { adminPermissionRows, type PermissionRow, type Role } from '../../../shared/permissoes/permissoes'
import type { PlanoId, StatusAssinatura } from '../../../shared/planos/planos'
import type { Database } from '../../db/client'
import { empresas, membros, rolePermissions, users } from '../../db/schema'
import { enterTenant } from '../../db/with-tenant'

/** Who is making a request: set once by the auth hook, passed to every service (CONVENTIONS). */
export interface Tenant {
  empresaId: string
  userId: string
  membroId: string
  role: Role
  permissions: PermissionRow[]
  user: { id: string; name: string; email: string }
  empresa: {
    id: string
    nome_empresa: string
    plano: PlanoId
    status_assinatura: StatusAssinatura
    trial_ate: string | null
    fuso_horario: string
  }
}

/**
 * Loads the user's active membership, company and permissions in one tenant transaction. Null when the
 * user has no membership or it is inactive: such a session is treated as signed out.
 */
export async function loadTenant(db: Database, userId: string): Promise<Tenant | null> {
  return db.transaction(async (tx) => {
    // First step under the user's own scope: the membros policy lets a user read its own membership.
    await enterTenant(tx, { userId })
    const [membro] = await tx
      .select({ id: membros.id, empresa_id: membros.empresa_id, role: membros.role, ativo: membros.ativo })
      .from(membros)
      .where(eq(membros.user_id, userId))
    if (!membro?.ativo) return null
    await enterTenant(tx, { empresaId: membro.empresa_id, userId })
    const [row] = await tx
      .select({
        user: { id: users.id, name: users.name, email: users.email },
        empresa: {
          id: empresas.id,
          nome_empresa: empresas.nome_empresa,
          plano: empresas.plano,
          status_assinatura: empresas.status_assinatura,
          trial_ate: empresas.trial_ate,
          fuso_horario: empresas.fuso_horario,
        },
      })
      .from(empresas)
      .innerJoin(users, eq(users.id, userId))
      .where(eq(empresas.id, membro.empresa_id))
    if (!row) return null
    const permissions =
      membro.role === 'admin'
        ? adminPermissionRows()
        : await tx
            .select({
              modulo: rolePermissions.modulo,
              can_view: rolePermissions.can_view,
              can_create: rolePermissions.can_create,
              can_edit: rolePermissions.can_edit,
              can_delete: rolePermissions.can_delete,
            })
            .from(rolePermissions)
            .where(
              and(eq(rolePermissions.empresa_id, membro.empresa_id), eq(rolePermissions.role, membro.role)),
            )
    return {
      empresaId: membro.empresa_id,
      userId,
      membroId: membro.id,
      role: membro.role,
      permissions,
      user: row.user,
      empresa: { ...row.empresa, trial_ate: row.empresa.trial_ate?.toISOString() ?? null },
    }
  })
}

/** Whether the user may hold a session: it has an active membership (checked when a session is created). */
export async function hasActiveMembership(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, { userId })
    const [membro] = await tx
      .select({ ativo: membros.ativo })
      .from(membros)
      .where(eq(membros.user_id, userId))
    return membro?.ativo === true
  })
}
