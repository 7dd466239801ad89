import type { Acao } from '../permissoes/permissoes'

/** One status set for the whole product (DESIGN §5). */
export const osStatuses = [
  'rascunho',
  'orcamento_enviado',
  'aprovado',
  'em_execucao',
  'aguardando_peca',
  'concluido',
  'entregue',
  'cancelado',
] as const
export type OsStatus = (typeof osStatuses)[number]

export const osStatusLabels: Record<OsStatus, string> = {
  rascunho: 'Rascunho',
  orcamento_enviado: 'Orçamento Enviado',
  aprovado: 'Aprovado',
  em_execucao: 'Em Execução',
  aguardando_peca: 'Aguardando Peça',
  concluido: 'Concluído',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
}

/** An OS is open until it is concluded, delivered or cancelled (SPEC §4). */
export const closedStatuses: readonly OsStatus[] = ['concluido', 'entregue', 'cancelado']
export const isOpenStatus = (status: OsStatus) => !closedStatuses.includes(status)

/** The button that moves an OS into each status (the action's name in the UI and the history). */
export const transitionLabels: Record<OsStatus, string> = {
  rascunho: 'Revisar orçamento',
  orcamento_enviado: 'Enviar Orçamento',
  aprovado: 'Aprovar OS',
  em_execucao: 'Iniciar Execução',
  aguardando_peca: 'Pausar (Aguardando Peça)',
  concluido: 'Concluir Serviço',
  entregue: 'Marcar como Entregue',
  cancelado: 'Cancelar OS',
}

/** DESIGN §5's machine: from each status, where an OS may go. */
const transitions: Record<OsStatus, readonly OsStatus[]> = {
  rascunho: ['orcamento_enviado', 'cancelado'],
  orcamento_enviado: ['aprovado', 'rascunho', 'cancelado'],
  aprovado: ['em_execucao', 'rascunho', 'cancelado'],
  em_execucao: ['aguardando_peca', 'concluido', 'rascunho', 'cancelado'],
  aguardando_peca: ['em_execucao', 'rascunho', 'cancelado'],
  concluido: ['entregue', 'cancelado'],
  entregue: [],
  cancelado: [],
}

export const nextStatuses = (from: OsStatus): readonly OsStatus[] => transitions[from]
export const canTransition = (from: OsStatus, to: OsStatus) => transitions[from].includes(to)

/** The `os` permission a transition needs: cancelling needs delete (DESIGN §5), the rest edit. */
export const transitionPermission = (to: OsStatus): Acao => (to === 'cancelado' ? 'delete' : 'edit')

/** Why a transition is refused, in the words the user reads (409). */
export function transitionRefusal(from: OsStatus, to: OsStatus): string | null {
  if (canTransition(from, to)) return null
  if (from === to) return `A OS já está em ${osStatusLabels[to]}`
  if (from === 'entregue') return 'OS entregue não pode mudar de status'
  if (from === 'cancelado') return 'OS cancelada não pode mudar de status'
  return `Não é possível passar de ${osStatusLabels[from]} para ${osStatusLabels[to]}`
}
