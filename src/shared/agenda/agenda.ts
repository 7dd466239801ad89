/** An appointment's life (issue 27): booked, confirmed by the customer, arrived (an OS), or not. */
export const agendamentoStatus = ['agendado', 'confirmado', 'chegou', 'nao_compareceu', 'cancelado'] as const
export type AgendamentoStatus = (typeof agendamentoStatus)[number]

export const agendamentoStatusLabels: Record<AgendamentoStatus, string> = {
  agendado: 'Agendado',
  confirmado: 'Confirmado',
  chegou: 'Chegou',
  nao_compareceu: 'Não compareceu',
  cancelado: 'Cancelado',
}
