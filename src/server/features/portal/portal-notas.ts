import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import type { Database, Tx } from '../../db/client'
import { notasFiscais } from '../../db/schema'
import { notFound } from '../../http/errors'
import { exigirLinkValido, linkDoToken } from './portal-links'

type Link = Awaited<ReturnType<typeof linkDoToken>>

const NAO_ENCONTRADA = 'Nota fiscal não encontrada'

// Only an authorized note whose DANFSE Bancada keeps: a cancelled one is no longer the customer's
// invoice, and a note still processing has no document yet.
const daOsDoLink = (link: Link) =>
  and(
    eq(notasFiscais.empresa_id, link.empresa_id),
    eq(notasFiscais.os_id, link.os_id),
    eq(notasFiscais.situacao, 'autorizada'),
    isNotNull(notasFiscais.danfse_path),
  )

/** The portal page's NFS-e list (issue 28 item 5), in the link's company scope (linkDoToken). */
export async function notasDoPortal(
  tx: Tx,
  link: Link,
  base: string,
): Promise<PortalOrcamentoView['notas_fiscais']> {
  const notas = await tx
    .select({ id: notasFiscais.id, numero: notasFiscais.numero, autorizada_em: notasFiscais.autorizada_em })
    .from(notasFiscais)
    .where(daOsDoLink(link))
    .orderBy(asc(notasFiscais.autorizada_em), asc(notasFiscais.id))
  return notas.map((n) => ({
    id: n.id,
    numero: n.numero ?? '',
    autorizada_em: (n.autorizada_em ?? new Date(0)).toISOString(),
    danfse_url: `${base}/notas/${n.id}/danfse`,
  }))
}

/** GET /api/public/orcamentos/:token/notas/:notaId/danfse: the kept PDF of one of the link's notes. */
export function danfsePublica(db: Database, token: string, notaId: string) {
  return db.transaction(async (tx) => {
    const link = await linkDoToken(tx, token)
    exigirLinkValido(link)
    const [nota] = await tx
      .select({ numero: notasFiscais.numero, key: notasFiscais.danfse_path })
      .from(notasFiscais)
      .where(and(daOsDoLink(link), eq(notasFiscais.id, notaId)))
    if (!nota?.key) throw notFound(NAO_ENCONTRADA)
    return {
      key: nota.key,
      filename: `nfse-${(nota.numero ?? notaId).replace(/[^0-9A-Za-z_-]/g, '_')}.pdf`,
      // Whose log shows the download (auditarLink).
      empresaId: link.empresa_id,
    }
  })
}
