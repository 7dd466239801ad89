import { createHash, createHmac, randomUUID } from 'node:crypto'
import { addDays } from 'date-fns'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { portalMessages as m } from '../../../shared/portal/portal.messages'
import type { OrcamentoLinkView } from '../../../shared/portal/portal.schemas'
import type { Config } from '../../config'
import type { Database, Tx } from '../../db/client'
import { orcamentoLinks, os, osOrcamentos } from '../../db/schema'
import { enterTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

/**
 * How long a link works. Not the quote's validity (7 days by default): after approving, the customer keeps
 * following the service and paying through the same link. 'Link do orçamento' makes a new one once expired.
 */
export const LINK_DIAS = 30

/**
 * The link's secret: 32 bytes derived from the server's secret and the link's random id, so the same live
 * link can be handed out again ('Link do orçamento' twice gives the URL already sent by WhatsApp) while
 * only its SHA-256 is stored: a copy of the database opens no quote.
 */
const tokenDoLink = (secret: string, linkId: string) =>
  createHmac('sha256', secret).update(`orcamento-link:${linkId}`).digest('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
export const linkDoOrcamento = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/p/${token}`

type Link = typeof orcamentoLinks.$inferSelect

/** Revising a quote (back to rascunho): the older versions' links stop working, in the same transaction. */
export async function revogarLinksDaOs(tx: Tx, empresaId: string, osId: string) {
  await tx
    .update(orcamentoLinks)
    .set({ revogado_em: sql`now()` })
    .where(
      and(
        eq(orcamentoLinks.empresa_id, empresaId),
        eq(orcamentoLinks.os_id, osId),
        isNull(orcamentoLinks.revogado_em),
      ),
    )
}

/**
 * POST /api/os/:id/link: the live link of the OS's current quote version (the same URL each time while it
 * works), or a new one once expired. Only when a sent quote version exists (409 otherwise).
 */
export function linkDaOs(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  osId: string,
): Promise<OrcamentoLinkView> {
  return withTenant(db, tenant, async (tx) => {
    const [o] = await tx
      .select({ status: os.status })
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, osId)))
      .for('update')
    if (!o) throw notFound('OS não encontrada')
    const [ultima] = await tx
      .select({ versao: osOrcamentos.versao })
      .from(osOrcamentos)
      .where(and(eq(osOrcamentos.empresa_id, tenant.empresaId), eq(osOrcamentos.os_id, osId)))
      .orderBy(desc(osOrcamentos.versao))
      .limit(1)
    // In rascunho the last version was revised away: there is no quote the customer could answer.
    if (!ultima || o.status === 'rascunho') throw conflict('SEM_ORCAMENTO', m.semOrcamento)
    const present = (link: Link) => {
      const token = tokenDoLink(config.authSecret, link.id)
      return { url: linkDoOrcamento(config.baseUrl, token), token, expira_em: link.expira_em.toISOString() }
    }
    const [vivo] = await tx
      .select()
      .from(orcamentoLinks)
      .where(
        and(
          eq(orcamentoLinks.empresa_id, tenant.empresaId),
          eq(orcamentoLinks.os_id, osId),
          eq(orcamentoLinks.versao, ultima.versao),
          isNull(orcamentoLinks.revogado_em),
        ),
      )
    // A link made under another server secret can no longer be rebuilt: it is replaced like an expired one.
    if (vivo && vivo.expira_em > new Date() && vivo.token_hash === hashToken(present(vivo).token))
      return present(vivo)
    await revogarLinksDaOs(tx, tenant.empresaId, osId)
    const id = randomUUID()
    const [link] = await tx
      .insert(orcamentoLinks)
      .values({
        empresa_id: tenant.empresaId,
        id,
        os_id: osId,
        versao: ultima.versao,
        token_hash: hashToken(tokenDoLink(config.authSecret, id)),
        expira_em: addDays(new Date(), LINK_DIAS),
        criado_por: tenant.userId,
      })
      .returning()
    return present(link)
  })
}

/**
 * Finds the link of a token before any company scope (the customer has no session): the migration's
 * policy shows the one row whose hash the transaction names. The transaction then enters that company's
 * scope, so everything read after it is that company's rows only, and the OS is the link's OS only.
 */
export async function linkDoToken(tx: Tx, token: string): Promise<Link> {
  await enterTenant(tx, {})
  const hash = hashToken(token)
  await tx.execute(sql`select set_config('app.orcamento_token', ${hash}, true)`)
  const [link] = await tx.select().from(orcamentoLinks).where(eq(orcamentoLinks.token_hash, hash))
  await tx.execute(sql`select set_config('app.orcamento_token', '', true)`)
  if (!link) throw notFound(m.naoEncontrado)
  await enterTenant(tx, { empresaId: link.empresa_id })
  return link
}

/** A revoked link (the quote was revised) or an expired one is refused with 410 and what to do. */
export function exigirLinkValido(link: Link, now = new Date()) {
  if (link.revogado_em) throw new AppError(410, 'ORCAMENTO_ALTERADO', m.alterado)
  if (link.expira_em <= now) throw new AppError(410, 'LINK_EXPIRADO', m.expirado)
}
