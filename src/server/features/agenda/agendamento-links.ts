import { createHash, createHmac, randomUUID } from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { confirmacaoMessages as m } from '../../../shared/agenda/confirmacao.messages'
import type { AgendamentoLinkView } from '../../../shared/agenda/confirmacao.schemas'
import type { Config } from '../../config'
import type { Database, Tx } from '../../db/client'
import { agendamentoLinks, agendamentos } from '../../db/schema'
import { enterTenant, withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

const DIA_MS = 24 * 60 * 60 * 1000

// As the inspection's link: the secret is derived from the server's secret and the link's id, so the live
// link can be handed out again (the same text in every message), and only its SHA-256 is stored.
const tokenDoLink = (secret: string, linkId: string) =>
  createHmac('sha256', secret).update(`agendamento-link:${linkId}`).digest('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const urlDoLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/a/${token}`

/**
 * The link lives until a day after the appointment (the customer may reopen it that day); a link made for
 * a past appointment still opens for a day, read-only.
 */
const validadeDoLink = (inicio: Date) => new Date(Math.max(inicio.getTime(), Date.now()) + DIA_MS)

/** The appointment's live link, or a new one, inside the caller's tenant transaction. */
export async function linkVivo(
  tx: Tx,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  ag: Pick<typeof agendamentos.$inferSelect, 'empresa_id' | 'id' | 'inicio'>,
): Promise<AgendamentoLinkView> {
  const expira = validadeDoLink(ag.inicio)
  const apresentar = (link: { id: string; expira_em: Date }) => {
    const token = tokenDoLink(config.authSecret, link.id)
    return { url: urlDoLink(config.baseUrl, token), token, expira_em: link.expira_em.toISOString() }
  }
  const [vivo] = await tx
    .select()
    .from(agendamentoLinks)
    .where(
      and(
        eq(agendamentoLinks.empresa_id, ag.empresa_id),
        eq(agendamentoLinks.agendamento_id, ag.id),
        gt(agendamentoLinks.expira_em, sql`now()`),
      ),
    )
    .orderBy(desc(agendamentoLinks.expira_em))
    .limit(1)
  // A link made under another server secret cannot be rebuilt: a new one replaces it.
  if (vivo && vivo.token_hash === hashToken(apresentar(vivo).token)) {
    if (vivo.expira_em >= expira) return apresentar(vivo)
    // The appointment moved later: the link it was sent with keeps working until then.
    await tx
      .update(agendamentoLinks)
      .set({ expira_em: expira })
      .where(and(eq(agendamentoLinks.empresa_id, ag.empresa_id), eq(agendamentoLinks.id, vivo.id)))
    return apresentar({ id: vivo.id, expira_em: expira })
  }
  const linkId = randomUUID()
  await tx.insert(agendamentoLinks).values({
    empresa_id: ag.empresa_id,
    id: linkId,
    agendamento_id: ag.id,
    token_hash: hashToken(tokenDoLink(config.authSecret, linkId)),
    expira_em: expira,
  })
  return apresentar({ id: linkId, expira_em: expira })
}

/** POST /api/agendamentos/:id/link: the customer's page to confirm or ask for another time. */
export function linkDoAgendamento(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  id: string,
): Promise<AgendamentoLinkView> {
  return withTenant(db, tenant, async (tx) => {
    const [ag] = await tx
      .select({ empresa_id: agendamentos.empresa_id, id: agendamentos.id, inicio: agendamentos.inicio })
      .from(agendamentos)
      .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
    if (!ag) throw notFound(m.naoEncontrado)
    return linkVivo(tx, config, ag)
  })
}

/**
 * The link of a token, before any company scope (the customer has no session): the migration's policy
 * shows the one row whose hash the transaction names; then the transaction enters that company's scope.
 * An unknown or expired token is the same 404: the customer needs a new link either way.
 */
export async function linkDoToken(tx: Tx, token: string) {
  await enterTenant(tx, {})
  const hash = hashToken(token)
  await tx.execute(sql`select set_config('app.agendamento_token', ${hash}, true)`)
  const [link] = await tx.select().from(agendamentoLinks).where(eq(agendamentoLinks.token_hash, hash))
  await tx.execute(sql`select set_config('app.agendamento_token', '', true)`)
  if (!link || link.expira_em <= new Date()) throw notFound(m.linkInvalido)
  await enterTenant(tx, { empresaId: link.empresa_id })
  return link
}
