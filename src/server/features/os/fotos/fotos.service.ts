import { randomUUID } from 'node:crypto'
import { and, asc, count, eq } from 'drizzle-orm'
import { osMessages } from '../../../../shared/os/os.messages'
import type { OsFotoView } from '../../../../shared/os/os.schemas'
import { type Database, runPrepared, type Tx } from '../../../db/client'
import { os, osFotos } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { AppError, conflict, notFound } from '../../../http/errors'
import { detectImagemMime } from '../../../storage/file-storage'
import type { Tenant } from '../../auth/tenant.service'
import { type FotoMime, type FotoStorage, fotoKey } from './fotos.storage'

export const FOTO_MAX_BYTES = 5 * 1024 * 1024
export const FOTOS_POR_OS = 20
export const fotoTipos = ['antes', 'depois'] as const
export type FotoTipo = (typeof fotoTipos)[number]

export const fotoMessages = {
  tipoInvalido: 'Tipo de foto inválido',
  formatoInvalido: 'Envie uma imagem JPEG, PNG ou WebP',
  semArquivo: 'Selecione uma foto para enviar',
  grandeDemais: 'A foto deve ter no máximo 5 MB',
  limite: `Limite de ${FOTOS_POR_OS} fotos por OS`,
  umaPorVez: 'Envie uma foto por vez',
  osNaoEncontrada: 'OS não encontrada',
  fotoNaoEncontrada: 'Foto não encontrada',
} as const

export const fotoInvalida = (message: string = fotoMessages.formatoInvalido) =>
  new AppError(400, 'FOTO_INVALIDA', message, { arquivo: message })
export const fotoGrandeDemais = () => new AppError(413, 'FOTO_GRANDE', fotoMessages.grandeDemais)

export const fotoUrl = (osId: string, fotoId: string) => `/api/os/${osId}/fotos/${fotoId}`

const toView = (row: { id: string; os_id: string; tipo: FotoTipo; criado_em: Date }): OsFotoView => ({
  id: row.id,
  tipo: row.tipo,
  url: fotoUrl(row.os_id, row.id),
  criado_em: row.criado_em.toISOString(),
})

/** The OS's photos, oldest first, for the OS detail (called inside the caller's tenant transaction). */
export async function listFotos(tx: Tx, empresaId: string, osId: string): Promise<OsFotoView[]> {
  const rows = await runPrepared(
    tx
      .select({ id: osFotos.id, os_id: osFotos.os_id, tipo: osFotos.tipo, criado_em: osFotos.criado_em })
      .from(osFotos)
      .where(and(eq(osFotos.empresa_id, empresaId), eq(osFotos.os_id, osId)))
      .orderBy(asc(osFotos.criado_em), asc(osFotos.id)),
  )
  return rows.map(toView)
}

/** What the bytes are (magic numbers, never the name or the declared type); null when not a photo we take. */
export const detectFotoMime: (data: Buffer) => Promise<FotoMime | null> = detectImagemMime

/** Locks the OS row of a photo change: 404 when not in the company, 409 once delivered or cancelled. */
async function lockOpenOs(tx: Tx, empresaId: string, osId: string) {
  const [row] = await tx
    .select({ status: os.status })
    .from(os)
    .where(and(eq(os.empresa_id, empresaId), eq(os.id, osId)))
    .for('update')
  if (!row) throw notFound(fotoMessages.osNaoEncontrada)
  if (row.status === 'entregue' || row.status === 'cancelado')
    throw conflict('OS_FECHADA', osMessages.osFechada)
}

/**
 * Stores a photo and its row in one go: the file is written first and removed again when the row cannot
 * be committed, so neither a row without a file nor a file without a row is left behind.
 */
export async function addFoto(
  db: Database,
  storage: FotoStorage,
  tenant: Tenant,
  osId: string,
  input: { tipo: FotoTipo; data: Buffer },
): Promise<OsFotoView> {
  if (input.data.length > FOTO_MAX_BYTES) throw fotoGrandeDemais()
  const mime = await detectFotoMime(input.data)
  if (!mime) throw fotoInvalida()
  const id = randomUUID()
  const arquivo = fotoKey(tenant.empresaId, osId, id, mime)
  let stored = false
  try {
    return await withTenant(db, tenant, async (tx) => {
      await lockOpenOs(tx, tenant.empresaId, osId)
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(osFotos)
        .where(and(eq(osFotos.empresa_id, tenant.empresaId), eq(osFotos.os_id, osId)))
      if (total >= FOTOS_POR_OS) throw conflict('LIMITE_FOTOS', fotoMessages.limite)
      await storage.put(arquivo, input.data, mime)
      stored = true
      const [row] = await tx
        .insert(osFotos)
        .values({
          empresa_id: tenant.empresaId,
          id,
          os_id: osId,
          tipo: input.tipo,
          arquivo,
          mime,
          tamanho: input.data.length,
          user_id: tenant.userId,
        })
        .returning({ id: osFotos.id, os_id: osFotos.os_id, tipo: osFotos.tipo, criado_em: osFotos.criado_em })
      return toView(row!)
    })
  } catch (error) {
    if (stored) await storage.delete(arquivo).catch(() => {})
    throw error
  }
}

/** The stored file of one photo of the company's OS (404 for an unknown or another company's photo). */
export async function findFoto(db: Database, tenant: Tenant, osId: string, fotoId: string) {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ arquivo: osFotos.arquivo, mime: osFotos.mime, tamanho: osFotos.tamanho })
      .from(osFotos)
      .where(and(eq(osFotos.empresa_id, tenant.empresaId), eq(osFotos.os_id, osId), eq(osFotos.id, fotoId))),
  )
  if (!row) throw notFound(fotoMessages.fotoNaoEncontrada)
  return row
}

/**
 * Removes the row, then (after the commit) the file; refused once the OS is delivered or cancelled. A file
 * that cannot be removed after the commit is reported to `onFileError`: the photo is gone either way.
 */
export async function removeFoto(
  db: Database,
  storage: FotoStorage,
  tenant: Tenant,
  osId: string,
  fotoId: string,
  onFileError: (error: unknown, arquivo: string) => void = () => {},
): Promise<void> {
  const arquivo = await withTenant(db, tenant, async (tx) => {
    await lockOpenOs(tx, tenant.empresaId, osId)
    const [row] = await tx
      .delete(osFotos)
      .where(and(eq(osFotos.empresa_id, tenant.empresaId), eq(osFotos.os_id, osId), eq(osFotos.id, fotoId)))
      .returning({ arquivo: osFotos.arquivo })
    if (!row) throw notFound(fotoMessages.fotoNaoEncontrada)
    return row.arquivo
  })
  await storage.delete(arquivo).catch((error: unknown) => onFileError(error, arquivo))
}
