import { and, eq, isNotNull } from 'drizzle-orm'
import { emailsEmpresaMessages as emailsMessages } from '../../../../shared/email/emails-empresa.schemas'
import { enderecosNoTexto, textoEmHtml } from '../../../../shared/email/texto-seguro'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { isValidTelefone, normalizeTelefone } from '../../../../shared/formatos/telefone'
import {
  assuntoEmail,
  compartilharMessages as m,
  type OsCompartilharView,
} from '../../../../shared/os/compartilhar.schemas'
import { comNfse, preencherModelo } from '../../../../shared/os/mensagens-compartilhamento'
import { can } from '../../../../shared/permissoes/permissoes'
import type { Config } from '../../../config'
import type { Database, Tx } from '../../../db/client'
import { clientes, empresas, notasFiscais } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { AppError, conflict, forbidden } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'
import { comDescadastro, linkDeDescadastro } from '../../consentimento/descadastro'
import {
  contaDaEmpresa,
  reservarEmailDaEmpresa,
  responderParaDaEmpresa,
} from '../../email/emails-empresa.service'
import { type EmailMessage, entregarEmail } from '../../email/mailer'
import { notaStorage } from '../../fiscal/notas.storage'
import { lerModelos } from '../../mensagens/modelos.repo'
import { linkDaOs } from '../../portal/portal-links'
import { loadOsViewCompleta } from '../os-view'
import type { TipoDocumento } from '../pdf/os-pdf.dados'

/**
 * The OS's authorized NFS-e with its DANFSE kept (issue 28), for a reader who may see notes (`fiscal`
 * view: the técnico does not). At most one: a second live note per OS is refused by the database.
 */
async function nfseDaOs(tx: Tx, tenant: Tenant, osId: string) {
  if (!can(tenant, 'fiscal', 'view')) return null
  const [nota] = await tx
    .select({ id: notasFiscais.id, numero: notasFiscais.numero, key: notasFiscais.danfse_path })
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.empresa_id, tenant.empresaId),
        eq(notasFiscais.os_id, osId),
        eq(notasFiscais.situacao, 'autorizada'),
        isNotNull(notasFiscais.danfse_path),
      ),
    )
  return nota ? { id: nota.id, numero: nota.numero ?? '', key: nota.key! } : null
}

/**
 * The OS's share values and the company's templates (404 for another company's OS), contact included:
 * the route strips what its reader may not see, the email still reaches the customer's address. The
 * customer's opt-out link goes along: the web ends the WhatsApp text (and the mail app's) with it.
 */
export function dadosCompartilhar(
  db: Database,
  config: Pick<Config, 'smtpUrl' | 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  osId: string,
): Promise<OsCompartilharView & { clienteId: string | null; danfseKey: string | null }> {
  return withTenant(db, tenant, async (tx) => {
    const os = await loadOsViewCompleta(tx, tenant, osId)
    const [empresa] = await tx
      .select({ nome: empresas.nome_empresa, fuso: empresas.fuso_horario })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
    // The texts of Configurações → Mensagens (issue 27 item 5).
    const modelos = await lerModelos(tx, tenant.empresaId, ['orcamento_whatsapp', 'orcamento_email'])
    const conta = await contaDaEmpresa(tx, tenant.empresaId)
    const nfse = await nfseDaOs(tx, tenant, osId)
    // The mobile first: it is the number that has WhatsApp.
    const fone = [os.cliente?.celular, os.cliente?.telefone].find((f) => f && isValidTelefone(f))
    return {
      modelo_whatsapp: modelos.orcamento_whatsapp,
      modelo_email: modelos.orcamento_email,
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
      tem_cliente: os.cliente !== null,
      conta: conta
        ? { email: conta.email, confirmada: conta.confirmado }
        : { email: null, confirmada: false },
      nfse: nfse && { id: nfse.id, numero: nfse.numero },
      descadastro: os.cliente ? linkDeDescadastro(config, tenant.empresaId, os.cliente.id) : null,
      clienteId: os.cliente?.id ?? null,
      danfseKey: nfse?.key ?? null,
    }
  })
}

/** The kept DANFSE as an attachment; a file lost from the storage stops the email (the text names it). */
async function danfseAnexo(config: Config, numero: string, key: string) {
  const stream = await notaStorage(config).get(key)
  if (!stream) throw conflict('DANFSE_NAO_ENCONTRADA', m.danfseNaoEncontrada(numero))
  const conteudo = Buffer.concat(await stream.toArray())
  return { nome: `nfse-${numero.replace(/[^0-9A-Za-z_-]/g, '_')}.pdf`, conteudo, tipo: 'application/pdf' }
}

/**
 * Emails the printed document with the company's email template (issue 22 item 1 hardens it):
 * - only once the company's account email is confirmed (403), and within its email limits (429);
 * - only to the OS's customer: its email, or an address typed here, then saved on the customer (which
 *   takes 'clientes edit');
 * - with no link but the quote's own, made here; the template's text goes as text (escaped in the HTML
 *   part), and a web address anywhere in it is refused (400);
 * - ending with the customer's opt-out line (comDescadastro), whose link is the server's too.
 * Without SMTP there is nothing to send through: 409, and the web opens the user's mail app instead.
 * A failed SMTP send is kept in the outbox with its error and answered as `enviado: false`.
 */
export async function enviarPorEmail(
  db: Database,
  config: Config,
  tenant: Tenant,
  osId: string,
  input: { para?: string | null; tipo: Exclude<TipoDocumento, 'recibo'>; link?: boolean },
  gerarPdf: () => Promise<{ body: Buffer; filename: string }>,
): Promise<{ enviado: boolean }> {
  const dados = await dadosCompartilhar(db, config, tenant, osId)
  if (!config.smtpUrl) throw conflict('EMAIL_NAO_CONFIGURADO', m.smtpNaoConfigurado)
  if (!dados.conta.confirmada)
    throw new AppError(403, 'EMAIL_NAO_CONFIRMADO', emailsMessages.contaNaoConfirmada)
  const clienteId = dados.clienteId
  if (!clienteId) throw new AppError(400, 'VALIDATION', m.semCliente)
  const para = input.para ?? dados.email?.toLowerCase()
  if (!para) throw new AppError(400, 'VALIDATION', m.semEmail, { para: m.semEmail })
  const emailNovo = para !== dados.email?.toLowerCase()
  if (emailNovo && !can(tenant, 'cadastros', 'edit')) throw forbidden(m.semPermissaoEmailCliente)
  // The link is the quote's, made here; who may not create it (os edit) cannot send it either.
  if (input.link && !can(tenant, 'os', 'edit')) throw forbidden()
  const link = input.link ? (await linkDaOs(db, config, tenant, osId)).url : null
  const modelo = comNfse(preencherModelo(dados.modelo_email, { ...dados.valores, link }), dados.nfse, 'email')
  const [estranho] = enderecosNoTexto(link ? modelo.replaceAll(link, '') : modelo)
  if (estranho) throw new AppError(400, 'ENDERECO_NO_TEXTO', m.enderecoNoTexto(estranho))
  const texto = comDescadastro(modelo, config, { empresaId: tenant.empresaId, clienteId })
  const pdf = await gerarPdf()
  const danfse = dados.nfse && (await danfseAnexo(config, dados.nfse.numero, dados.danfseKey!))
  const message: EmailMessage = {
    para,
    assunto: assuntoEmail(input.tipo, dados.valores.numero_os, dados.valores.empresa),
    texto,
    html: textoEmHtml(texto, [link ?? '', dados.descadastro ?? '']),
    anexos: [
      { nome: pdf.filename, conteudo: pdf.body, tipo: 'application/pdf' },
      ...(danfse ? [danfse] : []),
    ],
    // The public quote link answers the quote for whoever holds it: the outbox keeps '[oculto]' instead.
    segredos: link ? [link] : [],
  }
  const id = await withTenant(db, tenant, async (tx) => {
    if (emailNovo) {
      await tx
        .update(clientes)
        .set({ email: para, atualizado_em: new Date() })
        .where(and(eq(clientes.empresa_id, tenant.empresaId), eq(clientes.id, clienteId)))
    }
    message.responderPara = await responderParaDaEmpresa(tx, tenant.empresaId)
    return reservarEmailDaEmpresa(tx, config, tenant.empresaId, 'os', message)
  })
  return { enviado: await entregarEmail(db, config, id, message) }
}
