import type { SignUpInput } from '../../../shared/auth/auth.schemas'
import type { AceitarConviteInput } from '../../../shared/usuarios/convites.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { AppError } from '../../http/errors'
import type { AppContext } from '../../http/types'
import { registrarAcessoPorEmail } from '../atividades/autenticacao'
import { sendEmail } from '../email/mailer'
import { aceitarConvite } from '../usuarios/convites/convites.service'
import { CONFIRMACAO_CALLBACK } from './auth'
import { signUp } from './auth.service'
import { type MotivoContaExistente, mensagemContaExistente } from './conta-existente'
import { passwords } from './password'

const emailEmUso = (error: unknown) => error instanceof AppError && error.code === 'EMAIL_EM_USO'

/**
 * Mails the account's confirmation link (better-auth's email verification). Not awaited by the caller:
 * the answer must not take longer for a new account than for a used email.
 */
export function enviarConfirmacao(ctx: AppContext, email: string): Promise<unknown> {
  return ctx.auth.api.sendVerificationEmail({ body: { email, callbackURL: CONFIRMACAO_CALLBACK } })
}

/** Mails "você já tem uma conta" to a used address (see conta-existente.ts). */
export const avisarContaExistente = (
  db: Database,
  config: Config,
  email: string,
  motivo: MotivoContaExistente = {},
) => sendEmail(db, config, mensagemContaExistente(config, email, motivo))

/**
 * Sign-up with SMTP (issue 22 item 8): a new email gets its account (unconfirmed: it signs in after the
 * link) and the confirmation link; a used one gets "você já tem uma conta". The caller answers the same.
 */
export async function cadastrarComConfirmacao(
  ctx: AppContext,
  input: SignUpInput,
  log: (error: unknown) => void,
): Promise<void> {
  try {
    await signUp(ctx.handle.db, input)
  } catch (error) {
    if (!emailEmUso(error)) throw error
    // A new account hashes the password: a used email spends the same time.
    await passwords.hash(input.password)
    void avisarContaExistente(ctx.handle.db, ctx.config, input.email).catch(log)
    return
  }
  void enviarConfirmacao(ctx, input.email).catch(log)
}

/** Invitation sign-up with SMTP: as above, the invitation's email being the one confirmed. */
export async function aceitarConviteComConfirmacao(
  ctx: AppContext,
  input: AceitarConviteInput,
  log: (error: unknown) => void,
): Promise<{ email: string }> {
  try {
    const { email } = await aceitarConvite(ctx.handle.db, input)
    await registrarAcessoPorEmail(ctx.handle.db, email, { entidade: 'convites', acao: 'aceitou_convite' })
    void enviarConfirmacao(ctx, email).catch(log)
    return { email }
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_EM_USO' && error.details?.email)) throw error
    const { email, empresa } = error.details as { email: string; empresa: string }
    await passwords.hash(input.password)
    void avisarContaExistente(ctx.handle.db, ctx.config, email, { convite: { empresa } }).catch(log)
    return { email }
  }
}
