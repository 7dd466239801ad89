import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
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
}

/**
 * Records the email in the outbox and, when SMTP_URL is set, sends it. A failed send is recorded on the
 * row (the caller's request still succeeds: the message is kept for the operator). Answers whether it
 * left through SMTP.
 */
export async function sendEmail(db: Database, config: Config, message: EmailMessage): Promise<boolean> {
  const [row] = await db
    .insert(emailsSaida)
    .values({
      para: message.para,
      assunto: message.assunto,
      texto: message.texto,
      responder_para: message.responderPara,
    })
    .returning({ id: emailsSaida.id })
  if (!config.smtpUrl) return false
  try {
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
