import { eq, sql } from 'drizzle-orm'
import type { PlanoId, StatusAssinatura } from '../../../shared/assinatura/planos'
import { adminPermissionRows, type PermissionRow, type Role } from '../../../shared/permissoes/permissoes'
import type { Database, Executor } from '../../db/client'
import { empresas, membros, users } from '../../db/schema'
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
    inadimplente_desde: string | null
    fuso_horario: string
  }
}

/**
 * Loads the user's active membership, company and permissions in one query, under the user's own scope
 * (policies let a user read its membership, its company and its role's rows: migration 0005). Null when
 * the user has no membership or it is inactive: such a session is treated as signed out.
 */
export async function loadTenant(db: Executor, userId: string): Promise<Tenant | null> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, { userId })
    const [row] = await tx
      .select({
        membroId: membros.id,
        role: membros.role,
        ativo: membros.ativo,
        user: { id: users.id, name: users.name, email: users.email },
        empresa: {
          id: empresas.id,
          nome_empresa: empresas.nome_empresa,
          plano: empresas.plano,
          status_assinatura: empresas.status_assinatura,
          trial_ate: empresas.trial_ate,
          inadimplente_desde: empresas.inadimplente_desde,
          fuso_horario: empresas.fuso_horario,
        },
        permissions: sql<PermissionRow[]>`coalesce((
          select json_agg(json_build_object('modulo', rp.modulo, 'can_view', rp.can_view, 'can_create', rp.can_create,
            'can_edit', rp.can_edit, 'can_delete', rp.can_delete) order by rp.modulo)
          from role_permissions rp where rp.empresa_id = ${membros.empresa_id} and rp.role = ${membros.role}), '[]'::json)`,
      })
      .from(membros)
      .innerJoin(users, eq(users.id, membros.user_id))
      .innerJoin(empresas, eq(empresas.id, membros.empresa_id))
      .where(eq(membros.user_id, userId))
    if (!row?.ativo) return null
    return {
      empresaId: row.empresa.id,
      userId,
      membroId: row.membroId,
      role: row.role,
      permissions: row.role === 'admin' ? adminPermissionRows() : row.permissions,
      user: row.user,
      empresa: {
        ...row.empresa,
        trial_ate: row.empresa.trial_ate?.toISOString() ?? null,
        inadimplente_desde: row.empresa.inadimplente_desde?.toISOString() ?? null,
      },
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
