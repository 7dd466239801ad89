import { and, eq } from 'drizzle-orm'
import type { PreferenciasView, UpdatePreferencias } from '../../../shared/perfil/preferencias.schemas'
import type { Database } from '../../db/client'
import { membros } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

// Only the caller's own membership: the id comes from the session, never from the request.
const ownMembership = (tenant: Tenant) =>
  and(eq(membros.empresa_id, tenant.empresaId), eq(membros.id, tenant.membroId))

/** The signed-in user's preferences (Configurações > Sistema). */
export async function getPreferencias(db: Database, tenant: Tenant): Promise<PreferenciasView> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx.select({ notificacoes: membros.notificacoes }).from(membros).where(ownMembership(tenant)),
  )
  if (!row) throw notFound()
  return row
}

/** Saves the signed-in user's preferences. */
export async function updatePreferencias(
  db: Database,
  tenant: Tenant,
  input: UpdatePreferencias,
): Promise<PreferenciasView> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .update(membros)
      .set({ notificacoes: input.notificacoes })
      .where(ownMembership(tenant))
      .returning({ notificacoes: membros.notificacoes }),
  )
  if (!row) throw notFound()
  return row
}
