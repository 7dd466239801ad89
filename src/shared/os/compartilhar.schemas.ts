import { z } from 'zod'
import { emailOpcional } from '../cadastros/campos'

export const compartilharMessages = {
  tipoInvalido: 'Tipo de documento inválido. Use orcamento ou os.',
  semEmail: 'Informe o email do cliente',
  smtpNaoConfigurado: 'O envio de email não está configurado neste servidor',
  falhaEnvio: 'Não foi possível enviar o email. Tente novamente.',
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
})
export type OsCompartilharView = z.infer<typeof osCompartilharView>

/** https://wa.me/55<digits>?text=<message>; without a number WhatsApp asks which conversation. */
export const whatsappComTexto = (telefone: string | null, texto: string) =>
  `https://wa.me/${telefone ? `55${telefone}` : ''}?text=${encodeURIComponent(texto)}`

export const assuntoEmail = (tipo: 'orcamento' | 'os', numeroOs: string, empresa: string) =>
  `${tipo === 'orcamento' ? 'Orçamento' : 'Ordem de Serviço'} ${numeroOs} – ${empresa}`

export const mailtoUrl = (para: string | null, assunto: string, texto: string) =>
  `mailto:${para ?? ''}?subject=${encodeURIComponent(assunto)}&body=${encodeURIComponent(texto)}`

/** POST /api/os/:id/email: the document attached, to `para` or the client's email. */
export const osEmailInput = z.strictObject({
  para: emailOpcional.optional(),
  tipo: z.enum(['orcamento', 'os'], { error: compartilharMessages.tipoInvalido }),
  /** The public quote link the web obtained (POST /api/os/:id/link), placed in {link}. */
  link: z.url({ error: 'Link inválido' }).max(500, 'Link inválido').nullish(),
})
export type OsEmailInput = z.input<typeof osEmailInput>

export const osEmailResult = z.object({ enviado: z.boolean() })
