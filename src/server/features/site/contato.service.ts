import type { ContatoInput } from '../../../shared/site/contato.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { contatos } from '../../db/schema'
import { type EmailMessage, entregarEmail, registrarEmail } from '../email/mailer'

/**
 * Stores a contact-form message and forwards it to the team's address (outbox or SMTP). The message and
 * its forwarded copy are written together and linked, so the 12-month retention (ops/retencao-contatos)
 * deletes both.
 */
export async function receiveContato(db: Database, config: Config, input: ContatoInput, ip: string | null) {
  const email: EmailMessage = {
    para: config.contatoEmail,
    responderPara: input.email,
    assunto: `Contato pelo site: ${input.nome}${input.empresa ? ` (${input.empresa})` : ''}`,
    texto: [
      `Nome: ${input.nome}`,
      `Email: ${input.email}`,
      `Telefone: ${input.telefone || '—'}`,
      `Empresa: ${input.empresa || '—'}`,
      '',
      input.mensagem,
    ].join('\n'),
  }
  const emailId = await db.transaction(async (tx) => {
    const id = await registrarEmail(tx, email)
    await tx.insert(contatos).values({
      ...input,
      telefone: input.telefone || null,
      empresa: input.empresa || null,
      ip,
      email_id: id,
    })
    return id
  })
  if (config.smtpUrl) await entregarEmail(db, config, emailId, email)
}
