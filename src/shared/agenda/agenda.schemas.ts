import { z } from 'zod'
import { optionalLongText, optionalText } from '../http/lista'
import { texto } from '../http/texto'
import { agendamentoStatus } from './agenda'
import { agendaMessages as m } from './agenda.messages'
import { diasEntre, horaValida, minutosDaHora, PERIODO_MAXIMO_DIAS } from './regras'

// A calendar's plausible years: PostgreSQL has no year 0, and a typo like 0202 is no booking.
const data = z.iso
  .date({ error: m.dataInvalida })
  .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', m.dataInvalida)
const hora = (message: string = m.horaInvalida) => z.string({ error: message }).refine(horaValida, message)
const status = z.enum(agendamentoStatus, { error: m.statusInvalido })
const versao = z.number({ error: m.versaoInvalida }).int(m.versaoInvalida).positive(m.versaoInvalida)

/** GET /api/agendamentos: a range of days in the company's zone (at most six weeks). */
export const agendaQuery = z
  .object({
    de: data,
    ate: data,
    tecnico_id: z.uuid({ error: m.tecnicoInvalido }).optional(),
    status: status.optional(),
  })
  .superRefine((q, ctx) => {
    const dias = diasEntre(q.de, q.ate)
    if (dias < 0) ctx.addIssue({ code: 'custom', path: ['ate'], message: m.periodoInvalido })
    else if (dias >= PERIODO_MAXIMO_DIAS)
      ctx.addIssue({ code: 'custom', path: ['ate'], message: m.periodoLongo })
  })
export type AgendaQuery = z.input<typeof agendaQuery>

const campos = {
  cliente_id: z.uuid({ error: m.selecioneCliente }),
  veiculo_id: z.uuid({ error: m.veiculoInvalido }).nullish(),
  tecnico_id: z.uuid({ error: m.tecnicoInvalido }).nullish(),
  box: optionalText(40),
  /** The day and time in the company's zone. */
  data,
  hora: hora(),
  duracao_min: z
    .number({ error: m.duracaoInvalida })
    .int(m.duracaoInvalida)
    .min(5, m.duracaoInvalida)
    .max(1440, m.duracaoInvalida),
  motivo: texto({ error: m.informeMotivo }).min(1, m.informeMotivo).max(200, m.motivoLongo),
  observacoes: optionalLongText(2000),
}

/** POST /api/agendamentos */
export const agendamentoInput = z.strictObject({ ...campos, duracao_min: campos.duracao_min.default(60) })
export type AgendamentoInput = z.input<typeof agendamentoInput>

/** PATCH /api/agendamentos/:id: the fields sent change; `versao` is the one the form was loaded with. */
export const agendamentoUpdate = z
  .strictObject({ ...campos, versao })
  .partial()
  .required({ versao: true })
export type AgendamentoUpdate = z.input<typeof agendamentoUpdate>

/** POST /api/agendamentos/:id/status */
export const agendamentoStatusInput = z.strictObject({ status, versao })
/** POST /api/agendamentos/:id/chegou */
export const chegouInput = z.strictObject({ versao })
export const chegouResult = z.object({ os_id: z.uuid(), numero_os: z.string() })
export type ChegouResult = z.infer<typeof chegouResult>

export const agendamentoView = z.object({
  id: z.uuid(),
  cliente: z.object({
    id: z.uuid(),
    nome: z.string(),
    /** Absent for a reader without the customer's contact (campos-restritos.ts, contato_cliente). */
    celular: z.string().nullable().optional(),
  }),
  veiculo: z.object({ id: z.uuid(), placa: z.string(), marca: z.string(), modelo: z.string() }).nullable(),
  tecnico: z.object({ id: z.uuid(), nome: z.string() }).nullable(),
  box: z.string().nullable(),
  inicio: z.string(),
  fim: z.string(),
  /** The start's day and time in the company's zone (what the form edits). */
  data: z.string(),
  hora: z.string(),
  duracao_min: z.number().int(),
  motivo: z.string(),
  observacoes: z.string().nullable(),
  status,
  os_id: z.uuid().nullable(),
  numero_os: z.string().nullable(),
  versao: z.number().int(),
  confirmado_em: z.string().nullable(),
  reagendamento_pedido: z.string().nullable(),
  /** Other appointments of the same technician or bay at the same time (not cancelled nor missed). */
  conflitos: z.array(z.uuid()),
})
export type AgendamentoView = z.infer<typeof agendamentoView>

/** One technician's (or the unassigned's, tecnico_id null) booked minutes on one day. */
export const capacidadeItem = z.object({
  data: z.string(),
  tecnico_id: z.uuid().nullable(),
  ocupado_min: z.number().int(),
})
export const agendaView = z.object({
  itens: z.array(agendamentoView),
  capacidade: z.object({
    abertura: z.string(),
    fechamento: z.string(),
    /** The working day's minutes: every technician's capacity per day. */
    minutos_por_dia: z.number().int(),
    /** Per day, every active appointment's minutes. */
    dias: z.array(z.object({ data: z.string(), ocupado_min: z.number().int() })),
    por_tecnico: z.array(capacidadeItem),
  }),
  tecnicos: z.array(z.object({ id: z.uuid(), nome: z.string() })),
  boxes: z.array(z.string()),
  /** The company's today (yyyy-MM-dd). */
  hoje: z.string(),
})
export type AgendaView = z.infer<typeof agendaView>

/** Every write answers the appointment and its warnings (overlaps, capacity): never an error. */
export const agendamentoResult = z.object({ agendamento: agendamentoView, avisos: z.array(z.string()) })
export type AgendamentoResult = z.infer<typeof agendamentoResult>

/** GET/PUT /api/agenda/config */
export const agendaConfig = z
  .strictObject({
    abertura: hora(m.aberturaInvalida),
    fechamento: hora(m.fechamentoInvalido),
    boxes: z
      .array(texto({ error: m.boxVazio }).min(1, m.boxVazio).max(40, m.boxLongo), { error: m.boxVazio })
      .max(20, m.boxesDemais),
  })
  .superRefine((c, ctx) => {
    if (minutosDaHora(c.fechamento) <= minutosDaHora(c.abertura))
      ctx.addIssue({ code: 'custom', path: ['fechamento'], message: m.fechamentoAntes })
    if (new Set(c.boxes.map((b) => b.toLocaleLowerCase('pt-BR'))).size !== c.boxes.length)
      ctx.addIssue({ code: 'custom', path: ['boxes'], message: m.boxRepetido })
  })
export type AgendaConfig = z.infer<typeof agendaConfig>
