import { and, eq } from 'drizzle-orm'
import { textoEmHtml } from '../../../shared/email/texto-seguro'
import { compartilharMessages as cm } from '../../../shared/os/compartilhar.schemas'
import { can } from '../../../shared/permissoes/permissoes'
import { textoDoEmailDoTermo, vistoriaTipoLabels } from '../../../shared/vistoria/vistoria'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { clientes, empresas, os } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, forbidden } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { comDescadastro, linkDeDescadastro } from '../consentimento/descadastro'
import {
  exigirContaConfirmada,
  reservarEmailDaEmpresa,
  responderParaDaEmpresa,
} from '../email/emails-empresa.service'
import { type EmailMessage, entregarEmail } from '../email/mailer'
import { registrarNaOs } from './vistoria.service'
import { montarVistoria } from './vistoria-view'

/**
 * POST /api/vistorias/:id/email: the term's PDF to the customer, with the OS email's guards: SMTP set
 * (409), the company's account confirmed (403), its email limits (429), and an address other than the
 * customer's only for who edits Cadastros. The send is kept in the outbox and the OS history. It ends
 * with the customer's opt-out line (an OS without a customer has none).
 */
export async function enviarTermoPorEmail(
  db: Database,
  config: Config,
  tenant: Tenant,
  id: string,
  input: { para?: string | null },
  gerarPdf: () => Promise<{ body: Buffer; filename: string }>,
): Promise<{ enviado: boolean }> {
  if (!config.smtpUrl) throw conflict('EMAIL_NAO_CONFIGURADO', cm.smtpNaoConfigurado)
  const { vistoria, emailDoCliente, clienteId, empresa } = await withTenant(db, tenant, async (tx) => {
    const vistoria = await montarVistoria(tx, tenant.empresaId, id)
    await exigirContaConfirmada(tx, tenant.empresaId)
    const [row] = await tx
      .select({ email: clientes.email, clienteId: clientes.id, empresa: empresas.nome_empresa })
      .from(os)
      .innerJoin(empresas, eq(empresas.id, os.empresa_id))
      .leftJoin(clientes, and(eq(clientes.empresa_id, os.empresa_id), eq(clientes.id, os.cliente_id)))
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, vistoria.os_id)))
    return {
      vistoria,
      emailDoCliente: row?.email?.toLowerCase() ?? null,
      clienteId: row?.clienteId ?? null,
      empresa: row!.empresa,
    }
  })
  const para = input.para ?? emailDoCliente
  if (!para) throw new AppError(400, 'VALIDATION', cm.semEmail, { para: cm.semEmail })
  if (para !== emailDoCliente && !can(tenant, 'cadastros', 'edit')) throw forbidden(m.outroEmail)
  const termo = textoDoEmailDoTermo({ ...vistoria, empresa })
  const texto = comDescadastro(termo.texto, config, { empresaId: tenant.empresaId, clienteId })
  const sair = clienteId ? linkDeDescadastro(config, tenant.empresaId, clienteId) : ''
  const pdf = await gerarPdf()
  const message: EmailMessage = {
    para,
    assunto: termo.assunto,
    texto,
    html: textoEmHtml(texto, [sair]),
    anexos: [{ nome: pdf.filename, conteudo: pdf.body, tipo: 'application/pdf' }],
  }
  const emailId = await withTenant(db, tenant, async (tx) => {
    message.responderPara = await responderParaDaEmpresa(tx, tenant.empresaId)
    const reservado = await reservarEmailDaEmpresa(tx, config, tenant.empresaId, 'os', message)
    await registrarNaOs(
      tx,
      tenant.empresaId,
      vistoria.os_id,
      `Termo da ${vistoriaTipoLabels[vistoria.tipo].toLowerCase()} enviado por email para ${para}`,
      tenant,
    )
    return reservado
  })
  return { enviado: await entregarEmail(db, config, emailId, message) }
}
