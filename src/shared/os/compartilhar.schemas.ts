import { z } from 'zod'
import { emailOpcional } from '../cadastros/campos'

export const compartilharMessages = {
  tipoInvalido: 'Tipo de documento inválido. Use orcamento ou os.',
  semEmail: 'Informe o email do cliente',
  smtpNaoConfigurado: 'O envio de email não está configurado neste servidor',
  falhaEnvio: 'Não foi possível enviar o email. Tente novamente.',
  linkDoSistema:
    'O link do orçamento é gerado pelo sistema: informe apenas se ele vai no email (link: true).',
  semCliente: 'A OS não tem cliente: escolha o cliente da OS antes de enviar por email.',
  semPermissaoEmailCliente:
    'Você não tem permissão para alterar o email do cliente: envie para o email do cadastro.',
  emailSalvoNoCliente: 'Este email será salvo no cadastro do cliente.',
  danfseNaoEncontrada: (numero: string) =>
    `O PDF da nota fiscal nº ${numero} não foi encontrado no Bancada. Tente novamente em alguns minutos; se continuar, fale com o suporte.`,
  enderecoNoTexto: (endereco: string) =>
    `Por segurança, o email só leva o link do orçamento gerado pelo sistema. Remova "${endereco}" do modelo de email (Configurações > Mensagens) ou dos dados do cliente e da empresa.`,
} as const

/** GET /api/os/:id/compartilhar: the company's templates and the OS's values; the web fills them. */
export const osCompartilharView = z.object({
  modelo_whatsapp: z.string(),
  modelo_email: z.string(),
  valores: z.object({
    cliente: z.string().nullable(),
    numero_os: z.string(),
    total: z.string(),
    validade: z.string().nullable(),
    empresa: z.string(),
  }),
  /**
   * The client's mobile (or else phone) as 10–11 digits, or null when there is no valid number. Both
   * absent for a reader without `cadastros` view (campos-restritos.ts): WhatsApp then opens without a
   * number and the email goes to the address the server knows.
   */
  telefone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  /** True when the server sends the email itself (SMTP configured); otherwise the web opens mailto:. */
  smtp: z.boolean(),
  /** A sent quote the customer can still answer: POST /api/os/:id/link gives its public link. */
  link_disponivel: z.boolean(),
  /** The OS has a customer: the email goes only to the customer's address (issue 22 item 1). */
  tem_cliente: z.boolean(),
  /**
   * The company's account email (its founder's) and whether it is confirmed: with SMTP, no email leaves
   * for a third party before it is.
   */
  conta: z.object({ email: z.string().nullable(), confirmada: z.boolean() }),
  /**
   * The OS's authorized NFS-e whose DANFSE Bancada keeps (issue 28), for a reader with `fiscal` view:
   * WhatsApp gets a line with its public link, the email gets the PDF attached.
   */
  nfse: z.object({ id: z.uuid(), numero: z.string() }).nullable(),
  /**
   * The customer's opt-out link (LGPD), null for an OS without a customer: the texts the web composes
   * (WhatsApp, the mail app's) end with it, as the email the server sends does.
   */
  descadastro: z.string().nullable(),
})
export type OsCompartilharView = z.infer<typeof osCompartilharView>

/** https://wa.me/55<digits>?text=<message>; without a number WhatsApp asks which conversation. */
export const whatsappComTexto = (telefone: string | null, texto: string) =>
  `https://wa.me/${telefone ? `55${telefone}` : ''}?text=${encodeURIComponent(texto)}`

export const assuntoEmail = (tipo: 'orcamento' | 'os', numeroOs: string, empresa: string) =>
  `${tipo === 'orcamento' ? 'Orçamento' : 'Ordem de Serviço'} ${numeroOs} – ${empresa}`

export const mailtoUrl = (para: string | null, assunto: string, texto: string) =>
  `mailto:${para ?? ''}?subject=${encodeURIComponent(assunto)}&body=${encodeURIComponent(texto)}`

/**
 * POST /api/os/:id/email: the document attached, to the customer's email, or to `para`, which is then
 * saved on the customer.
 */
export const osEmailInput = z.strictObject({
  para: emailOpcional.optional(),
  tipo: z.enum(['orcamento', 'os'], { error: compartilharMessages.tipoInvalido }),
  /** Puts the quote's public link in {link}: the server makes it, a client never sends one. */
  link: z.boolean({ error: compartilharMessages.linkDoSistema }).optional(),
})
export type OsEmailInput = z.input<typeof osEmailInput>

export const osEmailResult = z.object({ enviado: z.boolean() })
