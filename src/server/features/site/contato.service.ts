import type { ContatoInput } from '../../../shared/site/contato.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { contatos } from '../../db/schema'
import { sendEmail } from '../email/mailer'

/** Stores a contact-form message and forwards it to the team's address (outbox or SMTP). */
export async function receiveContato(db: Database, config: Config, input: ContatoInput, ip: string | null) {
  await db
    .insert(contatos)
    .values({ ...input, telefone: input.telefone || null, empresa: input.empresa || null, ip })
  await sendEmail(db, config, {
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
  })
}
