import { createHash, randomBytes } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { recuperacaoMessages } from '../../../shared/auth/recuperacao-senha.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { accounts, sessions, tentativasLogin, users, verifications } from '../../db/schema'
import { AppError } from '../../http/errors'
import { sendEmail } from '../email/mailer'
import { passwords } from './password'
import type { SessionCache } from './session-cache'
import { hasActiveMembership } from './tenant.service'

const VALIDADE_MS = 60 * 60 * 1000
// Rows of better-auth's `verifications` table; the prefix keeps them apart from its own kinds.
const PREFIXO = 'redefinir-senha:'

/** Only the token's hash is stored: reading the table does not give a usable link. */
const identificador = (token: string) => `${PREFIXO}${createHash('sha256').update(token).digest('base64url')}`

const linkInvalido = () => new AppError(400, 'LINK_INVALIDO', recuperacaoMessages.linkInvalido)

export const linkDeRedefinicao = (config: Config, token: string) =>
  `${config.baseUrl}/auth/redefinir-senha?token=${token}`

/**
 * 'Esqueci minha senha': when this server sends emails and the email belongs to an active user, stores a
 * new single-use token (1 h; any older link of the user dies) and mails its link. Whatever the email, the
 * caller answers the same, so the response never tells whether an account exists. Without SMTP nothing
 * is stored: no link could reach the person, and the company's administrator resets the password.
 *
 * Resolves before the email is handed to SMTP, so a known address does not answer measurably slower.
 */
export async function solicitarRedefinicao(
  db: Database,
  config: Config,
  email: string,
  log: (error: unknown) => void,
): Promise<{ por_email: boolean }> {
  if (!config.smtpUrl) return { por_email: false }
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email))
  if (!user || !(await hasActiveMembership(db, user.id))) return { por_email: true }

  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(like(verifications.identifier, `${PREFIXO}%`), eq(verifications.value, user.id)))
    await tx.insert(verifications).values({
      identifier: identificador(token),
      value: user.id,
      expiresAt: new Date(Date.now() + VALIDADE_MS),
    })
  })
  void sendEmail(db, config, {
    para: user.email,
    assunto: recuperacaoMessages.assuntoEmail,
    texto: [
      `Olá, ${user.name}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Bancada.',
      'Para criar uma nova senha, abra o link abaixo. Ele vale por 1 hora e funciona uma única vez:',
      '',
      linkDeRedefinicao(config, token),
      '',
      'Se você não fez este pedido, ignore este email: a sua senha continua a mesma.',
    ].join('\n'),
    // Only the person gets a usable link; the outbox row keeps '[oculto]' in its place.
    segredos: [token],
  }).catch(log)
  return { por_email: true }
}

/**
 * Sets a new password from a reset link: the token is spent (deleted) in the same transaction that writes
 * the password and ends every session of the user, so a link works once and a half-done reset is
 * impossible. Expired, used and unknown tokens get one message. Answers the user's id.
 */
export async function redefinirSenha(
  db: Database,
  cache: SessionCache,
  input: { token: string; nova_senha: string },
): Promise<string> {
  const novoHash = await passwords.hash(input.nova_senha)
  const userId = await db.transaction(async (tx) => {
    const [gasto] = await tx
      .delete(verifications)
      .where(eq(verifications.identifier, identificador(input.token)))
      .returning({ userId: verifications.value, expiresAt: verifications.expiresAt })
    if (!gasto || gasto.expiresAt.getTime() <= Date.now()) throw linkInvalido()
    const alteradas = await tx
      .update(accounts)
      .set({ password: novoHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, gasto.userId), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id })
    if (alteradas.length === 0) throw linkInvalido()
    await tx.delete(sessions).where(eq(sessions.userId, gasto.userId))
    // The link reached the mailbox: the email is confirmed, and a sign-in lockout ends (issue 22 item 8).
    const [{ email }] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, gasto.userId))
      .returning({ email: users.email })
    await tx.delete(tentativasLogin).where(eq(tentativasLogin.email, email))
    return gasto.userId
  })
  cache.forgetUser(userId)
  return userId
}
