import { z } from 'zod'
import { textoLongo } from '../http/texto'
import { agendamentoStatus } from './agenda'
import { confirmacaoMessages as m } from './confirmacao.messages'

export const agendamentoIdParams = z.object({ id: z.uuid({ error: m.naoEncontrado }) })

/** POST /api/agendamentos/:id/link */
export const agendamentoLinkView = z.object({ url: z.string(), token: z.string(), expira_em: z.string() })
export type AgendamentoLinkView = z.infer<typeof agendamentoLinkView>

export const tiposDeMensagem = ['confirmacao', 'lembrete'] as const
export type TipoDeMensagem = (typeof tiposDeMensagem)[number]
const tipo = z.enum(tiposDeMensagem, { error: m.tipoInvalido })

/** GET /api/agendamentos/:id/mensagem?tipo= */
export const mensagemQuery = z.object({ tipo })
export const mensagemView = z.object({
  texto: z.string(),
  /** wa.me with the text, to the customer's number only for who sees the customer's contact. */
  whatsapp_url: z.string(),
  /** This server sends email and the customer has an address. */
  email_disponivel: z.boolean(),
  link: z.string(),
  lembrete_enviado_em: z.string().nullable(),
})
export type MensagemView = z.infer<typeof mensagemView>

/** POST /api/agendamentos/:id/email */
export const agendamentoEmailInput = z.strictObject({ tipo })
export type AgendamentoEmailInput = z.infer<typeof agendamentoEmailInput>
/** `para`: the address, for who sees the customer's contact (decision 029). */
export const agendamentoEmailResult = z.object({ enviado: z.boolean(), para: z.string().nullable() })

/** POST /api/agendamentos/:id/lembrete-enviado */
export const lembreteEnviadoView = z.object({ lembrete_enviado_em: z.string() })

/** GET /api/agenda/mensagens-do-dia: tomorrow's appointments and their day-before reminder. */
export const mensagemDoDiaItem = z.object({
  id: z.uuid(),
  inicio: z.string(),
  hora: z.string(),
  cliente_nome: z.string(),
  veiculo: z.string().nullable(),
  motivo: z.string(),
  status: z.enum(agendamentoStatus),
  texto: z.string(),
  whatsapp_url: z.string(),
  lembrete_enviado_em: z.string().nullable(),
})
export type MensagemDoDiaItem = z.infer<typeof mensagemDoDiaItem>
export const mensagensDoDiaView = z.object({
  /** Tomorrow in the company's zone (yyyy-MM-dd). */
  data: z.string(),
  itens: z.array(mensagemDoDiaItem),
})
export type MensagensDoDiaView = z.infer<typeof mensagensDoDiaView>

/** GET /api/public/agendamentos/:token: only what the customer needs about this appointment. */
export const agendamentoPublicoView = z.object({
  empresa: z.object({ nome: z.string(), telefone: z.string().nullable(), endereco: z.string().nullable() }),
  cliente_nome: z.string(),
  inicio: z.string(),
  fim: z.string(),
  data: z.string(),
  hora: z.string(),
  veiculo: z.string().nullable(),
  motivo: z.string(),
  status: z.enum(agendamentoStatus),
  confirmado_em: z.string().nullable(),
  reagendamento_pedido: z.string().nullable(),
  reagendamento_pedido_em: z.string().nullable(),
  /** Booked or confirmed: the customer may still confirm or ask for another time. */
  pode_responder: z.boolean(),
})
export type AgendamentoPublicoView = z.infer<typeof agendamentoPublicoView>

/** POST /api/public/agendamentos/:token/reagendar */
export const reagendarInput = z.strictObject({
  mensagem: textoLongo({ error: m.informeMensagem }).min(1, m.informeMensagem).max(500, m.mensagemLonga),
})
export type ReagendarInput = z.infer<typeof reagendarInput>
