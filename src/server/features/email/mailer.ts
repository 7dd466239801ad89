import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { emailsSaida } from '../../db/schema'

export interface EmailMessage {
  para: string
  assunto: string
  texto: string
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

/**
 * Records the email in the outbox and, when SMTP_URL is set, sends it at once (no worker sends from the
 * outbox later: the row is the record, so it keeps the text without its secrets while the message itself
 * carries them). A failed send is recorded on the row (the caller's request still succeeds: the message
 * is kept for the operator). Answers whether it left through SMTP.
 */
export async function sendEmail(db: Database, config: Config, message: EmailMessage): Promise<boolean> {
  const [row] = await db
    .insert(emailsSaida)
    .values({
      para: message.para,
      assunto: message.assunto,
      texto: textoArquivado(message.texto, message.segredos),
      responder_para: message.responderPara,
    })
    .returning({ id: emailsSaida.id })
  if (!config.smtpUrl) return false
  try {
    // Loaded on the first send, not at start-up (decision 024).
    const { default: nodemailer } = await import('nodemailer')
    await nodemailer.createTransport(config.smtpUrl).sendMail({
      from: config.emailFrom,
      to: message.para,
      replyTo: message.responderPara,
      subject: message.assunto,
      text: message.texto,
      attachments: message.anexos?.map((a) => ({
        filename: a.nome,
        content: a.conteudo,
        contentType: a.tipo,
      })),
    })
    await db
      .update(emailsSaida)
      .set({ status: 'enviado', enviado_em: new Date() })
      .where(eq(emailsSaida.id, row.id))
    return true
  } catch (error) {
    await db
      .update(emailsSaida)
      .set({ status: 'erro', erro: (error as Error).message.slice(0, 500) })
      .where(eq(emailsSaida.id, row.id))
    return false
  }
}
