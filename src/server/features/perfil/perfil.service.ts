import { and, eq } from 'drizzle-orm'
import type { PerfilView, UpdatePerfil } from '../../../shared/perfil/perfil.schemas'
import type { Database, Tx } from '../../db/client'
import { membros, users } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

/** The user's own row and membership: every query names the tenant's ids, never one from the request. */
async function selectPerfil(tx: Tx, tenant: Tenant): Promise<PerfilView> {
  const [row] = await tx
    .select({
      id: users.id,
      nome_completo: users.name,
      email: users.email,
      telefone: membros.telefone,
      role: membros.role,
    })
    .from(membros)
    .innerJoin(users, eq(users.id, membros.user_id))
    .where(and(eq(membros.id, tenant.membroId), eq(membros.user_id, tenant.userId)))
  if (!row) throw notFound()
  return row
}

/** 'Meu Perfil': the signed-in user's name, email (read-only), phone and profile. */
export function getPerfil(db: Database, tenant: Tenant): Promise<PerfilView> {
  return withTenant(db, tenant, (tx) => selectPerfil(tx, tenant))
}

/**
 * Saves the user's own name and phone in one transaction. The route forgets the user's remembered
 * sessions after the commit, so /api/me (and the shell's avatar menu) shows the new name at once.
 */
export function updatePerfil(db: Database, tenant: Tenant, input: UpdatePerfil): Promise<PerfilView> {
  return withTenant(db, tenant, async (tx) => {
    await tx
      .update(users)
      .set({ name: input.nome_completo, updatedAt: new Date() })
      .where(eq(users.id, tenant.userId))
    if (input.telefone !== undefined) {
      await tx
        .update(membros)
        .set({ telefone: input.telefone })
        .where(and(eq(membros.id, tenant.membroId), eq(membros.user_id, tenant.userId)))
    }
    return selectPerfil(tx, tenant)
  })
}
