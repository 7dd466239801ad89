import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { convitesMessages as m } from '../../../../shared/usuarios/usuarios.messages'
import type { Tx } from '../../../db/client'
import { convites } from '../../../db/schema'
import { enterTenant } from '../../../db/with-tenant'
import { AppError, notFound } from '../../../http/errors'

/** 32 random bytes: the secret part of the invitation link; only its SHA-256 is stored. */
export const novoToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const linkDoConvite = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/auth?convite=${encodeURIComponent(token)}`

type Convite = typeof convites.$inferSelect

/**
 * Finds the invitation of a link before any company scope (the person has no session): the migration's
 * policy shows the one row whose hash the transaction names. The transaction then enters that company's
 * scope, so what follows (company name, user, membership) runs under its row-level security.
 */
export async function conviteDoToken(tx: Tx, token: string): Promise<Convite> {
  await enterTenant(tx, {})
  const hash = hashToken(token)
  await tx.execute(sql`select set_config('app.convite_token', ${hash}, true)`)
  const [convite] = await tx.select().from(convites).where(sql`${convites.token_hash} = ${hash}`)
  if (!convite) throw notFound(m.naoEncontrado)
  await enterTenant(tx, { empresaId: convite.empresa_id })
  await tx.execute(sql`select set_config('app.convite_token', '', true)`)
  return convite
}

/** Refuses a used, revoked or expired invitation with 410 and what to do next. */
export function exigirConviteValido(convite: Convite, now = new Date()): void {
  if (convite.aceito_em) throw new AppError(410, 'CONVITE_USADO', m.usado)
  if (convite.revogado_em) throw new AppError(410, 'CONVITE_REVOGADO', m.revogadoPublico)
  if (convite.expira_em <= now) throw new AppError(410, 'CONVITE_EXPIRADO', m.expirado)
}
