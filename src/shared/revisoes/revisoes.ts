/**
 * A vehicle's due revision (issue 27): created when an OS with a recurring service is delivered, marked
 * 'contatado' when the shop reached the customer, 'concluida' when a later OS carries the same service.
 */
export const revisaoSituacoes = ['pendente', 'contatado', 'concluida'] as const
export type RevisaoSituacao = (typeof revisaoSituacoes)[number]

export const revisaoSituacaoLabels: Record<RevisaoSituacao, string> = {
  pendente: 'Pendente',
  contatado: 'Contatado',
  concluida: 'Concluída',
}
