import { and, eq, inArray, ne } from 'drizzle-orm'
import { osMessages as m } from '../../../shared/os/os.messages'
import type { OsDeleteResult } from '../../../shared/os/os.schemas'
import type { Database, Tx } from '../../db/client'
import { os, osFotos, osOrcamentos, vistoriaFotos, vistorias } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import type { FileStorage } from '../../storage/file-storage'
import type { Tenant } from '../auth/tenant.service'
import type { FotoStorage } from './fotos/fotos.storage'

/**
 * DELETE /api/os?ids=: only a rascunho never sent is deleted (with its lines, history and photos); anything
 * else is evidence and must be cancelled (DESIGN §8b). Answers what was deleted and what was not, and why.
 */
export async function deleteOs(
  db: Database,
  storages: { fotos: FotoStorage; vistorias: FileStorage },
  tenant: Tenant,
  ids: string[],
): Promise<OsDeleteResult> {
  const { arquivos, ...result } = await withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select({ id: os.id, numero_os: os.numero_os, status: os.status })
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), inArray(os.id, ids)))
      .orderBy(os.id)
      .for('update')
    const enviadas = new Set(
      (
        await tx
          .selectDistinct({ os_id: osOrcamentos.os_id })
          .from(osOrcamentos)
          .where(and(eq(osOrcamentos.empresa_id, tenant.empresaId), inArray(osOrcamentos.os_id, ids)))
      ).map((r) => r.os_id),
    )
    // A signed inspection is the customer's word on the car's condition: kept, like a sent quote.
    const assinadas = new Set(
      (
        await tx
          .selectDistinct({ os_id: vistorias.os_id })
          .from(vistorias)
          .where(
            and(
              eq(vistorias.empresa_id, tenant.empresaId),
              inArray(vistorias.os_id, ids),
              ne(vistorias.situacao, 'rascunho'),
            ),
          )
      ).map((r) => r.os_id),
    )
    const result: OsDeleteResult = { deleted: [], skipped: [] }
    const found = new Set(rows.map((r) => r.id))
    for (const id of ids)
      if (!found.has(id)) result.skipped.push({ id, numero_os: null, motivo: 'OS não encontrada' })
    for (const row of rows) {
      if (assinadas.has(row.id))
        result.skipped.push({ id: row.id, numero_os: row.numero_os, motivo: m.comVistoriaAssinada })
      else if (row.status === 'rascunho' && !enviadas.has(row.id)) result.deleted.push(row.id)
      else result.skipped.push({ id: row.id, numero_os: row.numero_os, motivo: m.naoExcluivel })
    }
    // The photo rows (the OS's and its draft inspections') cascade with the OS; their files are removed
    // after the commit.
    const arquivos = result.deleted.length
      ? {
          fotos: await fotoFilesOf(tx, tenant, result.deleted),
          vistorias: await vistoriaFilesOf(tx, tenant, result.deleted),
        }
      : { fotos: [], vistorias: [] }
    if (result.deleted.length) {
      await tx.delete(os).where(and(eq(os.empresa_id, tenant.empresaId), inArray(os.id, result.deleted)))
    }
    return { ...result, arquivos }
  })
  // Files go only once the rows are gone for good.
  await Promise.all([
    ...arquivos.fotos.map((arquivo) => storages.fotos.delete(arquivo)),
    ...arquivos.vistorias.map((arquivo) => storages.vistorias.delete(arquivo)),
  ])
  return result
}

async function fotoFilesOf(tx: Tx, tenant: Tenant, osIds: string[]) {
  const rows = await tx
    .select({ arquivo: osFotos.arquivo })
    .from(osFotos)
    .where(and(eq(osFotos.empresa_id, tenant.empresaId), inArray(osFotos.os_id, osIds)))
  return rows.map((r) => r.arquivo)
}

async function vistoriaFilesOf(tx: Tx, tenant: Tenant, osIds: string[]) {
  const rows = await tx
    .selectDistinct({ arquivo: vistoriaFotos.arquivo })
    .from(vistoriaFotos)
    .innerJoin(
      vistorias,
      and(eq(vistorias.empresa_id, vistoriaFotos.empresa_id), eq(vistorias.id, vistoriaFotos.vistoria_id)),
    )
    .where(and(eq(vistoriaFotos.empresa_id, tenant.empresaId), inArray(vistorias.os_id, osIds)))
  return rows.map((r) => r.arquivo)
}
