import { and, eq, sql } from 'drizzle-orm'
import { confirmacaoMessages as m } from '../../../shared/agenda/confirmacao.messages'
import type { TipoDeMensagem } from '../../../shared/agenda/confirmacao.schemas'
import { textoEmHtml } from '../../../shared/email/texto-seguro'
import { compartilharMessages as cm } from '../../../shared/os/compartilhar.schemas'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { agendamentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { conflict } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { linkDeDescadastro } from '../consentimento/descadastro'
import {
  exigirContaConfirmada,
  reservarEmailDaEmpresa,
  responderParaDaEmpresa,
} from '../email/emails-empresa.service'
import { type EmailMessage, entregarEmail } from '../email/mailer'
import { linkVivo } from './agendamento-links'
import { dadosDoAgendamento, textoDaMensagem } from './agendamento-mensagem'
import { ICS_NOME, icsDoAgendamento } from './ics-do-agendamento'

const assuntos: Record<TipoDeMensagem, (empresa: string) => string> = {
  confirmacao: (empresa) => `Seu agendamento na ${empresa}`,
  lembrete: (empresa) => `Lembrete: seu horário amanhã na ${empresa}`,
}

/**
 * POST /api/agendamentos/:id/email: the confirmation or reminder to the customer's email with the .ics
 * attached, with the OS email's guards: SMTP set (409), the company's account confirmed (403), its email
 * limits (429). Reserved in the outbox in one transaction with the reminder's mark; delivered after.
 */
export async function enviarAgendamentoPorEmail(
  db: Database,
  config: Config,
  tenant: Tenant,
  id: string,
  tipo: TipoDeMensagem,
): Promise<{ enviado: boolean; para: string | null }> {
  if (!config.smtpUrl) throw conflict('EMAIL_NAO_CONFIGURADO', cm.smtpNaoConfigurado)
  const { emailId, message } = await withTenant(db, tenant, async (tx) => {
    const d = await dadosDoAgendamento(tx, tenant.empresaId, id)
    await exigirContaConfirmada(tx, tenant.empresaId)
    const para = d.cliente.email?.toLowerCase()
    if (!para) throw conflict('CLIENTE_SEM_EMAIL', m.semEmail)
    const link = await linkVivo(tx, config, d.ag)
    const texto = await textoDaMensagem(tx, config, d, tipo, link.url)
    const message: EmailMessage = {
      para,
      assunto: assuntos[tipo](d.empresa.nome),
      texto,
      // The text ends with the opt-out line (textoDaMensagem): its link is the server's too.
      html: textoEmHtml(texto, [link.url, linkDeDescadastro(config, tenant.empresaId, d.cliente.id)]),
      responderPara: await responderParaDaEmpresa(tx, tenant.empresaId),
      anexos: [
        {
          nome: ICS_NOME,
          conteudo: Buffer.from(icsDoAgendamento(d), 'utf8'),
          tipo: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    }
    const emailId = await reservarEmailDaEmpresa(tx, config, tenant.empresaId, 'agendamento', message)
    if (tipo === 'lembrete')
      await tx
        .update(agendamentos)
        .set({ lembrete_enviado_em: sql`now()` })
        .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
    return { emailId, message }
  })
  const enviado = await entregarEmail(db, config, emailId, message)
  return { enviado, para: podeVer(tenant, 'contato_cliente') ? message.para : null }
}
