import { createHash, createHmac, randomUUID } from 'node:crypto'
import { addDays } from 'date-fns'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type { VistoriaLinkView } from '../../../shared/vistoria/vistoria.schemas'
import type { Config } from '../../config'
import type { Database, Tx } from '../../db/client'
import { os, vistoriaLinks } from '../../db/schema'
import { enterTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { linkDeDescadastro } from '../consentimento/descadastro'
import { registrarNaOs, rotuloDaVistoria } from './vistoria.service'
import { vistoriaDaEmpresa } from './vistoria-view'

/** Long enough for a customer who signs at home the next days; the shop makes a new one after. */
export const LINK_DIAS = 7

// As the quote link: the secret is derived from the server's secret and the link's id, so the live link
// can be handed out again, and only its SHA-256 is stored.
const tokenDoLink = (secret: string, linkId: string) =>
  createHmac('sha256', secret).update(`vistoria-link:${linkId}`).digest('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const urlDoLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/v/${token}`

/**
 * POST /api/vistorias/:id/link: the customer's page of this inspection (the live link again, or a new
 * one), with the customer's opt-out link that ends the WhatsApp text the web composes around it.
 */
export function linkDaVistoria(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  id: string,
): Promise<VistoriaLinkView> {
  return withTenant(db, tenant, async (tx) => {
    const v = await vistoriaDaEmpresa(tx, tenant.empresaId, id, true)
    if (v.situacao === 'substituida') throw conflict('VISTORIA_SUBSTITUIDA', m.substituida)
    const [dono] = await tx
      .select({ clienteId: os.cliente_id })
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, v.os_id)))
    const descadastro = dono?.clienteId ? linkDeDescadastro(config, tenant.empresaId, dono.clienteId) : null
    const apresentar = (link: typeof vistoriaLinks.$inferSelect) => {
      const token = tokenDoLink(config.authSecret, link.id)
      const url = urlDoLink(config.baseUrl, token)
      return { url, token, expira_em: link.expira_em.toISOString(), descadastro }
    }
    const [vivo] = await tx
      .select()
      .from(vistoriaLinks)
      .where(
        and(
          eq(vistoriaLinks.empresa_id, tenant.empresaId),
          eq(vistoriaLinks.vistoria_id, id),
          gt(vistoriaLinks.expira_em, sql`now()`),
        ),
      )
      .orderBy(desc(vistoriaLinks.expira_em))
      .limit(1)
    // A link made under another server secret cannot be rebuilt: a new one replaces it.
    if (vivo && vivo.token_hash === hashToken(apresentar(vivo).token)) return apresentar(vivo)
    const linkId = randomUUID()
    const [link] = await tx
      .insert(vistoriaLinks)
      .values({
        empresa_id: tenant.empresaId,
        id: linkId,
        vistoria_id: id,
        token_hash: hashToken(tokenDoLink(config.authSecret, linkId)),
        expira_em: addDays(new Date(), LINK_DIAS),
        criado_por: tenant.userId,
      })
      .returning()
    if (v.situacao === 'rascunho')
      await registrarNaOs(
        tx,
        tenant.empresaId,
        v.os_id,
        `${rotuloDaVistoria(v)}: link de assinatura criado`,
        tenant,
      )
    return apresentar(link!)
  })
}

/**
 * The link of a token, before any company scope (the customer has no session): the migration's policy
 * shows the one row whose hash the transaction names; then the transaction enters that company's scope.
 * An unknown token is 404; an expired one 410.
 */
export async function linkDoToken(tx: Tx, token: string) {
  await enterTenant(tx, {})
  const hash = hashToken(token)
  await tx.execute(sql`select set_config('app.vistoria_token', ${hash}, true)`)
  const [link] = await tx.select().from(vistoriaLinks).where(eq(vistoriaLinks.token_hash, hash))
  await tx.execute(sql`select set_config('app.vistoria_token', '', true)`)
  if (!link) throw notFound(m.linkInvalido)
  if (link.expira_em <= new Date()) throw new AppError(410, 'LINK_EXPIRADO', m.linkExpirado)
  await enterTenant(tx, { empresaId: link.empresa_id })
  return link
}
