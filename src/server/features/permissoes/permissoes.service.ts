import { and, eq, sql } from 'drizzle-orm'
import {
  adminPermissionRows,
  modulos,
  type PermissionRow,
  type Role,
} from '../../../shared/permissoes/permissoes'
import type { PermissoesView, UpdatePermissoes } from '../../../shared/permissoes/permissoes.schemas'
import type { Database, Tx } from '../../db/client'
import { rolePermissions } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'

const flagColumns = {
  modulo: rolePermissions.modulo,
  can_view: rolePermissions.can_view,
  can_create: rolePermissions.can_create,
  can_edit: rolePermissions.can_edit,
  can_delete: rolePermissions.can_delete,
}

const semAcesso = (modulo: PermissionRow['modulo']): PermissionRow => ({
  modulo,
  can_view: false,
  can_create: false,
  can_edit: false,
  can_delete: false,
})

/** One row per module in the menu's order; a module without a row is denied (SPEC §6), shown all off. */
async function readRows(tx: Tx, empresaId: string, role: Exclude<Role, 'admin'>): Promise<PermissionRow[]> {
  const rows = await tx
    .select(flagColumns)
    .from(rolePermissions)
    .where(and(eq(rolePermissions.empresa_id, empresaId), eq(rolePermissions.role, role)))
  const byModulo = new Map(rows.map((row) => [row.modulo, row]))
  return modulos.map((modulo) => byModulo.get(modulo) ?? semAcesso(modulo))
}

/** A role's matrix in the caller's company (the route checked the admin role). The admin's is read-only. */
export function getPermissoes(db: Database, tenant: Tenant, role: Role): Promise<PermissoesView> {
  if (role === 'admin') return Promise.resolve({ role, editavel: false, rows: adminPermissionRows() })
  return withTenant(db, tenant, async (tx) => ({
    role,
    editavel: true,
    rows: await readRows(tx, tenant.empresaId, role),
  }))
}

/**
 * Saves the rows sent for a role (SPEC §6: each role-module row is updated, inserted when missing), in one
 * statement. The route forgets the company's remembered sessions after the commit, so the affected users'
 * next request is checked against the new flags.
 */
export function updatePermissoes(
  db: Database,
  tenant: Tenant,
  input: UpdatePermissoes,
): Promise<PermissoesView> {
  return withTenant(db, tenant, async (tx) => {
    await tx
      .insert(rolePermissions)
      .values(input.rows.map((row) => ({ ...row, empresa_id: tenant.empresaId, role: input.role })))
      .onConflictDoUpdate({
        target: [rolePermissions.empresa_id, rolePermissions.role, rolePermissions.modulo],
        set: {
          can_view: sql`excluded.can_view`,
          can_create: sql`excluded.can_create`,
          can_edit: sql`excluded.can_edit`,
          can_delete: sql`excluded.can_delete`,
        },
      })
    return { role: input.role, editavel: true, rows: await readRows(tx, tenant.empresaId, input.role) }
  })
}
