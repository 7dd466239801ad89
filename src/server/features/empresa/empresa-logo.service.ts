import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { LOGO_MAX_BYTES, logoMessages, logoUrl } from '../../../shared/empresa/empresa-logo'
import type { Database } from '../../db/client'
import { empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, notFound } from '../../http/errors'
import { detectImagemMime, type FileStorage } from '../../storage/file-storage'
import type { Tenant } from '../auth/tenant.service'
import { logoKey, parseLogoKey } from './empresa-logo.storage'

export const logoGrandeDemais = () => new AppError(413, 'LOGO_GRANDE', logoMessages.grandeDemais)
export const logoFormatoInvalido = () =>
  new AppError(415, 'LOGO_FORMATO', logoMessages.formatoInvalido, { arquivo: logoMessages.formatoInvalido })

/** What the settings answer for a stored logo: its versioned URL, or null. */
export const logoUrlOf = (logoPath: string | null) => (logoPath ? logoUrl(parseLogoKey(logoPath).id) : null)

/**
 * Stores a new logo (the caller checked the admin role): the file is written first under a new key and
 * removed again when the row cannot be committed; the previous file goes after the commit, so the company
 * always points at a file that exists. `onFileError` hears of an old file that could not be removed.
 */
export async function saveLogo(
  db: Database,
  storage: FileStorage,
  tenant: Tenant,
  data: Buffer,
  onFileError: (error: unknown, key: string) => void = () => {},
): Promise<{ logo_url: string }> {
  if (data.length > LOGO_MAX_BYTES) throw logoGrandeDemais()
  const mime = await detectImagemMime(data)
  if (!mime) throw logoFormatoInvalido()
  const key = logoKey(tenant.empresaId, randomUUID(), mime)
  await storage.put(key, data, mime)
  let anterior: string | null
  try {
    anterior = await withTenant(db, tenant, async (tx) => {
      // The old key is read under the row lock, so two uploads at once each remove the one they replaced.
      const [row] = await tx
        .select({ logo_path: empresas.logo_path })
        .from(empresas)
        .where(eq(empresas.id, tenant.empresaId))
        .for('update')
      if (!row) throw notFound()
      await tx
        .update(empresas)
        .set({ logo_path: key, atualizado_em: sql`now()` })
        .where(eq(empresas.id, tenant.empresaId))
      return row.logo_path
    })
  } catch (error) {
    await storage.delete(key).catch(() => {})
    throw error
  }
  if (anterior) await storage.delete(anterior).catch((error: unknown) => onFileError(error, anterior!))
  return { logo_url: logoUrlOf(key)! }
}

/** The stored logo of the caller's company: its key, version and type; 404 when there is none. */
export async function findLogo(db: Database, tenant: Tenant) {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx.select({ logo_path: empresas.logo_path }).from(empresas).where(eq(empresas.id, tenant.empresaId)),
  )
  if (!row?.logo_path) throw notFound(logoMessages.semLogo)
  return { key: row.logo_path, ...parseLogoKey(row.logo_path) }
}

/** Removes the logo (admin): the row first, the file after the commit. No logo is not an error. */
export async function removeLogo(
  db: Database,
  storage: FileStorage,
  tenant: Tenant,
  onFileError: (error: unknown, key: string) => void = () => {},
): Promise<void> {
  const anterior = await withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select({ logo_path: empresas.logo_path })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
      .for('update')
    if (!row) throw notFound()
    if (row.logo_path) {
      await tx
        .update(empresas)
        .set({ logo_path: null, atualizado_em: sql`now()` })
        .where(eq(empresas.id, tenant.empresaId))
    }
    return row.logo_path
  })
  if (anterior) await storage.delete(anterior).catch((error: unknown) => onFileError(error, anterior))
}
