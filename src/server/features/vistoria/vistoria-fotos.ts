import { createHash, randomUUID } from 'node:crypto'
import { and, count, eq, ne } from 'drizzle-orm'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type { Database } from '../../db/client'
import { vistoriaFotos, vistorias } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import { detectImagemMime, type FileStorage } from '../../storage/file-storage'
import type { Tenant } from '../auth/tenant.service'
import { exigirRascunho, osParaVistoria } from './vistoria.service'
import { vistoriaFotoKey } from './vistoria.storage'
import { fotoDaVistoriaUrl, vistoriaDaEmpresa } from './vistoria-view'

export const FOTO_MAX_BYTES = 5 * 1024 * 1024
/** One photo per mark and a few spare: the marks' limit. */
export const FOTOS_POR_VISTORIA = 60

export const fotoMessages = {
  formatoInvalido: 'Envie uma imagem JPEG, PNG ou WebP',
  semArquivo: 'Selecione uma foto para enviar',
  grandeDemais: 'A foto deve ter no máximo 5 MB',
  limite: `Limite de ${FOTOS_POR_VISTORIA} fotos por vistoria`,
  umaPorVez: 'Envie uma foto por vez',
}
export const fotoInvalida = (message: string = fotoMessages.formatoInvalido) =>
  new AppError(400, 'FOTO_INVALIDA', message, { arquivo: message })
export const fotoGrandeDemais = () => new AppError(413, 'FOTO_GRANDE', fotoMessages.grandeDemais)

/**
 * POST /api/vistorias/:id/fotos: a mark's photo on a draft (checked by its bytes; the page resizes it
 * before sending). The file is written first and removed again if the row cannot be committed.
 */
export async function adicionarFoto(
  db: Database,
  storage: FileStorage,
  tenant: Tenant,
  id: string,
  data: Buffer,
) {
  if (data.length > FOTO_MAX_BYTES) throw fotoGrandeDemais()
  const mime = await detectImagemMime(data)
  if (!mime) throw fotoInvalida()
  const fotoId = randomUUID()
  const arquivo = vistoriaFotoKey(tenant.empresaId, id, fotoId, mime)
  let gravado = false
  try {
    return await withTenant(db, tenant, async (tx) => {
      const v = await vistoriaDaEmpresa(tx, tenant.empresaId, id, true)
      exigirRascunho(v)
      await osParaVistoria(tx, tenant.empresaId, v.os_id)
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(vistoriaFotos)
        .where(and(eq(vistoriaFotos.empresa_id, tenant.empresaId), eq(vistoriaFotos.vistoria_id, id)))
      if (total >= FOTOS_POR_VISTORIA) throw conflict('LIMITE_FOTOS', fotoMessages.limite)
      await storage.put(arquivo, data, mime)
      gravado = true
      await tx.insert(vistoriaFotos).values({
        empresa_id: tenant.empresaId,
        id: fotoId,
        vistoria_id: id,
        arquivo,
        mime,
        tamanho: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        user_id: tenant.userId,
      })
      return { id: fotoId, url: fotoDaVistoriaUrl(id, fotoId) }
    })
  } catch (error) {
    if (gravado) await storage.delete(arquivo).catch(() => {})
    throw error
  }
}

export async function acharFoto(db: Database, tenant: Tenant, id: string, fotoId: string) {
  const [row] = await readTenant(db, tenant, (tx) =>
    tx
      .select({ arquivo: vistoriaFotos.arquivo, mime: vistoriaFotos.mime, tamanho: vistoriaFotos.tamanho })
      .from(vistoriaFotos)
      .where(
        and(
          eq(vistoriaFotos.empresa_id, tenant.empresaId),
          eq(vistoriaFotos.vistoria_id, id),
          eq(vistoriaFotos.id, fotoId),
        ),
      ),
  )
  if (!row) throw notFound(m.fotoNaoEncontrada)
  return row
}

/**
 * DELETE /api/vistorias/:id/fotos/:fotoId on a draft: its mark loses the photo. The file goes after the
 * commit unless an earlier, signed version still shows it.
 */
export async function removerFoto(
  db: Database,
  storage: FileStorage,
  tenant: Tenant,
  id: string,
  fotoId: string,
  onFileError: (error: unknown, arquivo: string) => void,
) {
  const apagar = await withTenant(db, tenant, async (tx) => {
    const v = await vistoriaDaEmpresa(tx, tenant.empresaId, id, true)
    exigirRascunho(v)
    const [row] = await tx
      .delete(vistoriaFotos)
      .where(
        and(
          eq(vistoriaFotos.empresa_id, tenant.empresaId),
          eq(vistoriaFotos.vistoria_id, id),
          eq(vistoriaFotos.id, fotoId),
        ),
      )
      .returning({ arquivo: vistoriaFotos.arquivo })
    if (!row) throw notFound(m.fotoNaoEncontrada)
    if (v.marcas.some((mk) => mk.foto_id === fotoId)) {
      await tx
        .update(vistorias)
        .set({ marcas: v.marcas.map((mk) => (mk.foto_id === fotoId ? { ...mk, foto_id: null } : mk)) })
        .where(and(eq(vistorias.empresa_id, tenant.empresaId), eq(vistorias.id, id)))
    }
    const [outra] = await tx
      .select({ id: vistoriaFotos.id })
      .from(vistoriaFotos)
      .where(
        and(
          eq(vistoriaFotos.empresa_id, tenant.empresaId),
          eq(vistoriaFotos.arquivo, row.arquivo),
          ne(vistoriaFotos.id, fotoId),
        ),
      )
      .limit(1)
    return outra ? null : row.arquivo
  })
  if (apagar) await storage.delete(apagar).catch((error: unknown) => onFileError(error, apagar))
}
