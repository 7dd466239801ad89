import { z } from 'zod'
import { agendamentoStatus } from '../agenda/agenda'
import { osStatuses } from '../os/os-status'
import { revisaoSituacoes } from '../revisoes/revisoes'
import { clienteView } from './clientes.schemas'
import { veiculoView } from './veiculos.schemas'

/** The most recent OS a history lists; `os_total` says how many there are in all. */
export const HISTORICO_LIMITE_OS = 50

/** One OS of a vehicle's or customer's timeline: what was done (item descriptions) and its photos. */
export const historicoOs = z.object({
  id: z.uuid(),
  numero_os: z.string(),
  status: z.enum(osStatuses),
  data_abertura: z.string(),
  km_entrada: z.number().nullable(),
  veiculo: z.object({ id: z.uuid(), placa: z.string(), modelo: z.string() }).nullable(),
  servicos: z.array(z.string()),
  produtos: z.array(z.string()),
  total_geral: z.number(),
  fotos_total: z.number(),
  /** The first photos' URLs (GET with the session cookie), as the OS detail serves them. */
  fotos: z.array(z.string()),
})
export type HistoricoOs = z.infer<typeof historicoOs>

export const historicoRevisao = z.object({
  id: z.uuid(),
  servico: z.string(),
  data_prevista: z.string().nullable(),
  km_previsto: z.number().nullable(),
  vence_em: z.string().nullable(),
  situacao: z.enum(revisaoSituacoes),
})

export const historicoAgendamento = z.object({
  id: z.uuid(),
  inicio: z.string(),
  duracao_min: z.number(),
  status: z.enum(agendamentoStatus),
  motivo: z.string(),
  veiculo: z.object({ id: z.uuid(), placa: z.string() }).nullable(),
})

/** GET /api/veiculos/:id/historico. `revisoes` is null for a reader without the agenda view. */
export const veiculoHistoricoView = z.object({
  veiculo: veiculoView,
  cliente: z.object({
    id: z.uuid(),
    nome_razao: z.string(),
    celular: z.string().nullable(),
    telefone: z.string().nullable(),
  }),
  os: z.array(historicoOs),
  os_total: z.number(),
  revisoes: z.array(historicoRevisao).nullable(),
})
export type VeiculoHistoricoView = z.infer<typeof veiculoHistoricoView>

export const historicoTitulo = z.object({
  id: z.uuid(),
  os_id: z.uuid(),
  numero_os: z.string(),
  parcela: z.string(),
  vencimento: z.string(),
  valor: z.number(),
  valor_pago: z.number(),
  status: z.enum(['aberto', 'pago', 'cancelado']),
})

/** One message the system recorded as sent to the customer (emails, reminders, revision contacts). */
export const historicoMensagem = z.object({
  tipo: z.enum(['email', 'lembrete_cobranca', 'revisao_contatado', 'lembrete_agendamento']),
  em: z.string(),
  descricao: z.string(),
})
export type HistoricoMensagem = z.infer<typeof historicoMensagem>

/**
 * GET /api/clientes/:id/historico. `titulos` is null without the contas_receber view (decision 029's
 * financeiro group), `agendamentos` without the agenda view.
 */
export const clienteHistoricoView = z.object({
  cliente: clienteView,
  veiculos: z.array(
    z.object({
      id: z.uuid(),
      placa: z.string(),
      marca: z.string(),
      modelo: z.string(),
      ano: z.number().nullable(),
    }),
  ),
  os: z.array(historicoOs),
  os_total: z.number(),
  titulos: z.array(historicoTitulo).nullable(),
  agendamentos: z.array(historicoAgendamento).nullable(),
  mensagens: z.array(historicoMensagem),
})
export type ClienteHistoricoView = z.infer<typeof clienteHistoricoView>
