import { eq } from 'drizzle-orm'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { isValidTelefone, normalizeTelefone } from '../../../../shared/formatos/telefone'
import {
  assuntoEmail,
  compartilharMessages as m,
  type OsCompartilharView,
} from '../../../../shared/os/compartilhar.schemas'
import {
  MODELO_EMAIL_PADRAO,
  MODELO_WHATSAPP_PADRAO,
  preencherModelo,
} from '../../../../shared/os/mensagens-compartilhamento'
import type { Config } from '../../../config'
import type { Database } from '../../../db/client'
import { empresas } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { AppError, conflict } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'
import { sendEmail } from '../../email/mailer'
import { loadOsViewCompleta } from '../os-view'
import type { TipoDocumento } from '../pdf/os-pdf.dados'

/**
 * The OS's share values and the company's templates (404 for another company's OS), contact included:
 * the route strips what its reader may not see, the email still reaches the customer's address.
 */
export function dadosCompartilhar(
  db: Database,
  config: Pick<Config, 'smtpUrl'>,
  tenant: Tenant,
  osId: string,
): Promise<OsCompartilharView> {
  return withTenant(db, tenant, async (tx) => {
    const os = await loadOsViewCompleta(tx, tenant, osId)
    const [empresa] = await tx
      .select({
        nome: empresas.nome_empresa,
        fuso: empresas.fuso_horario,
        modelo_whatsapp: empresas.modelo_whatsapp,
        modelo_email: empresas.modelo_email,
      })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
    // The mobile first: it is the number that has WhatsApp.
    const fone = [os.cliente?.celular, os.cliente?.telefone].find((f) => f && isValidTelefone(f))
    return {
      modelo_whatsapp: empresa!.modelo_whatsapp ?? MODELO_WHATSAPP_PADRAO,
      modelo_email: empresa!.modelo_email ?? MODELO_EMAIL_PADRAO,
      valores: {
        cliente: os.cliente?.nome_razao ?? null,
        numero_os: os.numero_os,
        total: formatCurrency(os.total_geral),
        validade: os.orcamento_validade ? formatDate(os.orcamento_validade, empresa!.fuso) : null,
        empresa: empresa!.nome,
      },
      telefone: fone ? normalizeTelefone(fone) : null,
      email: os.cliente?.email ?? null,
      smtp: Boolean(config.smtpUrl),
      link_disponivel: os.orcamentos.length > 0 && os.status !== 'rascunho',
    }
  })
}

/**
 * Emails the printed document to `para` (or the client's email) with the company's email template.
 * Without SMTP there is nothing to send through: 409, and the web opens the user's mail app instead.
 * A failed SMTP send is kept in the outbox with its error and answered as `enviado: false`.
 */
export async function enviarPorEmail(
  db: Database,
  config: Config,
  tenant: Tenant,
  osId: string,
  input: { para?: string | null; tipo: Exclude<TipoDocumento, 'recibo'>; link?: string | null },
  gerarPdf: () => Promise<{ body: Buffer; filename: string }>,
): Promise<{ enviado: boolean }> {
  const dados = await dadosCompartilhar(db, config, tenant, osId)
  if (!config.smtpUrl) throw conflict('EMAIL_NAO_CONFIGURADO', m.smtpNaoConfigurado)
  const para = input.para ?? dados.email
  if (!para) throw new AppError(400, 'VALIDATION', m.semEmail, { para: m.semEmail })
  const pdf = await gerarPdf()
  const enviado = await sendEmail(db, config, {
    para,
    assunto: assuntoEmail(input.tipo, dados.valores.numero_os, dados.valores.empresa),
    texto: preencherModelo(dados.modelo_email, { ...dados.valores, link: input.link ?? null }),
    responderPara: tenant.user.email,
    anexos: [{ nome: pdf.filename, conteudo: pdf.body, tipo: 'application/pdf' }],
    // The public quote link answers the quote for whoever holds it: the outbox keeps '[oculto]' instead.
    segredos: input.link ? [input.link] : [],
  })
  return { enviado }
}
