import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/client'
import { emailsSaida } from '../../db/schema'

export interface EmailMessage {
  para: string
  assunto: string
  texto: string
  /**
   * An HTML version the server built (users' text escaped, only the server's links as anchors:
   * `textoEmHtml`). Sent alongside the text; the outbox keeps the text.
   */
  html?: string
  responderPara?: string
  /** Files sent with the message (the outbox keeps the text only). */
  anexos?: { nome: string; conteudo: Buffer; tipo: string }[]
  /**
   * Parts of the text only the recipient may read (a reset or invitation link's token): sent as written,
   * kept in the outbox as SEGREDO_OCULTO (docs/decisions/011).
   */
  segredos?: string[]
}

/** What the outbox shows in place of a secret. */
export const SEGREDO_OCULTO = '[oculto]'

/** The text as the outbox keeps it: every secret replaced, so reading the table gives no usable link. */
export function textoArquivado(texto: string, segredos: readonly string[] = []): string {
  return segredos.filter(Boolean).reduce((t, segredo) => t.replaceAll(segredo, SEGREDO_OCULTO), texto)
}

/** Records the message in the outbox (status 'pendente', secrets hidden) in the caller's transaction. */
export async function registrarEmail(exec: Executor, message: EmailMessage): Promise<string> {
  const [row] = await exec
    .insert(emailsSaida)
    .values({
      para: message.para,
      assunto: message.assunto,
      texto: textoArquivado(message.texto, message.segredos),
      responder_para: message.responderPara,
    })
    .returning({ id: emailsSaida.id })
  return row.id
}

/**
 * Sends a recorded message through SMTP (config.smtpUrl must be set) and records 'enviado' or the error
 * on its row. A failed send answers false: the caller's request still succeeds, the row keeps the reason.
 */
export async function entregarEmail(
  db: Database,
  config: Config,
  id: string,
  message: EmailMessage,
): Promise<boolean> {
  try {
    // Loaded on the first send, not at start-up (decision 024).
    const { default: nodemailer } = await import('nodemailer')
    await nodemailer.createTransport(config.smtpUrl).sendMail({
      from: config.emailFrom,
      to: message.para,
      replyTo: message.responderPara,
      subject: message.assunto,
      text: message.texto,
      html: message.html,
      attachments: message.anexos?.map((a) => ({
        filename: a.nome,
        content: a.conteudo,
        contentType: a.tipo,
      })),
    })
    await db
      .update(emailsSaida)
      .set({ status: 'enviado', enviado_em: new Date() })
      .where(eq(emailsSaida.id, id))
    return true
  } catch (error) {
    await db
      .update(emailsSaida)
      .set({ status: 'erro', erro: (error as Error).message.slice(0, 500) })
      .where(eq(emailsSaida.id, id))
    return false
  }
}

/**
 * Records the email in the outbox and, when SMTP_URL is set, sends it at once (no worker sends from the
 * outbox later: the row is the record, so it keeps the text without its secrets while the message itself
 * carries them). Answers whether it left through SMTP.
 */
export async function sendEmail(db: Database, config: Config, message: EmailMessage): Promise<boolean> {
  const id = await registrarEmail(db, message)
  if (!config.smtpUrl) return false
  return entregarEmail(db, config, id, message)
}
