import { z } from 'zod'
import { duracaoPorExtenso } from '../auth/bloqueio-login'

export const emailsEmpresaMessages = {
  contaNaoConfirmada:
    'O envio de email fica liberado depois que o email da conta da empresa for confirmado. Abra o link que enviamos para esse email (ou peça um novo).',
  confirmacaoReenviada: 'Enviamos um novo link de confirmação para o email da conta.',
  jaConfirmada: 'O email da conta da empresa já está confirmado.',
  limiteAtingido: (limite: number, periodo: 'hora' | 'dia', minutos: number) =>
    `A empresa atingiu o limite de ${limite} emails por ${periodo}. Tente novamente em ${duracaoPorExtenso(minutos)}.`,
  paginaInvalida: 'Página inválida',
} as const

export const TIPOS_EMAIL_EMPRESA = ['os', 'convite', 'lembrete', 'agendamento'] as const
export const STATUS_EMAIL = ['pendente', 'enviado', 'erro'] as const

/** One email the company sent, as Configurações > Emails lists it (never the text: it may hold links). */
export const emailEmpresaView = z.object({
  id: z.uuid(),
  criado_em: z.string(),
  para: z.string(),
  assunto: z.string(),
  tipo: z.enum(TIPOS_EMAIL_EMPRESA),
  status: z.enum(STATUS_EMAIL),
})
export type EmailEmpresaView = z.infer<typeof emailEmpresaView>

/** GET /api/empresa/emails?page=: newest first, 20 a page; the limits so the page can show them. */
export const emailsEmpresaQuery = z.object({
  page: z.coerce
    .number({ error: emailsEmpresaMessages.paginaInvalida })
    .int(emailsEmpresaMessages.paginaInvalida)
    .min(1, emailsEmpresaMessages.paginaInvalida)
    .max(10_000, emailsEmpresaMessages.paginaInvalida)
    .default(1),
})

export const emailsEmpresaList = z.object({
  items: z.array(emailEmpresaView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  limites: z.object({ por_hora: z.number().int(), por_dia: z.number().int() }),
  /** False when the server sends no email (no SMTP): the rows are then only a record. */
  smtp: z.boolean(),
})
export type EmailsEmpresaList = z.infer<typeof emailsEmpresaList>
