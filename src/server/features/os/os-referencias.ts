import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { osItens } from '../../db/schema'
import { conflict } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

/**
 * OS lines keep a plain reference to the catalogue service or product (no foreign key: a line is a
 * record of what was quoted), so deleting a catalogue item checks here that no OS uses it (409).
 */
export async function assertNotInOsItens(
  tx: Tx,
  tenant: Tenant,
  tipo: 'servico' | 'produto',
  referenciaId: string,
  message: string,
) {
  const [used] = await tx
    .select({ id: osItens.id })
    .from(osItens)
    .where(
      and(
        eq(osItens.empresa_id, tenant.empresaId),
        eq(osItens.tipo, tipo),
        eq(osItens.referencia_id, referenciaId),
      ),
    )
    .limit(1)
  if (used) throw conflict('EM_USO', message)
}
