import { prazoLabel } from '../os/os-prazo'
import { nextStatuses, type OsStatus, transitionPermission } from '../os/os-status'
import { can } from '../permissoes/permissoes'

/**
 * The board's columns, in the machine's order: every status an OS still sits in at the shop. Concluído
 * stays (the car waits for delivery); Entregue and Cancelado leave the board.
 */
export const statusDoPatio = [
  'rascunho',
  'orcamento_enviado',
  'aprovado',
  'em_execucao',
  'aguardando_peca',
  'concluido',
] as const satisfies readonly OsStatus[]
export type StatusDoPatio = (typeof statusDoPatio)[number]

export const isStatusDoPatio = (status: OsStatus): status is StatusDoPatio =>
  (statusDoPatio as readonly OsStatus[]).includes(status)

/**
 * Cards per column in one answer; the column's count and total still cover all of its OS. More than a
 * wall screen or a phone shows; with 200 the answer of a shop with 2 600 open OS cost the server 10.6 ms
 * of CPU per request, with 50 about 5 ms (npm run bench:patio, same machine).
 */
export const LIMITE_POR_COLUNA = 50

/** How the deadline reads: late (red), due today (amber), on time, or open without a forecast. */
export const tonsDePrazo = ['atrasada', 'hoje', 'em_dia', 'sem_previsao'] as const
export type TomDePrazo = (typeof tonsDePrazo)[number]

/**
 * The card's deadline: the OS list's label (SPEC §2, os-prazo.ts) and its tone; null once concluded.
 * `hoje` is the company's today (yyyy-MM-dd).
 */
export function prazoDoCartao(
  os: { status: OsStatus; previsao_entrega: string | null; data_abertura: string },
  hoje: string,
): { texto: string; tom: TomDePrazo } | null {
  const prazo = prazoLabel(os, hoje)
  if (!prazo) return null
  if (prazo.atrasada) return { texto: prazo.texto, tom: 'atrasada' }
  if (!os.previsao_entrega) return { texto: prazo.texto, tom: 'sem_previsao' }
  return { texto: prazo.texto, tom: os.previsao_entrega === hoje ? 'hoje' : 'em_dia' }
}

type Sujeito = Parameters<typeof can>[0]

/**
 * Where a card may go from `de` for this user: the machine's next statuses (os-status.ts) that the
 * user's `os` permissions allow (cancelling needs delete). The touch menu 'Mover para…' lists these.
 */
export function destinosDoCartao(de: OsStatus, sujeito: Sujeito): OsStatus[] {
  return nextStatuses(de).filter((para) => can(sujeito, 'os', transitionPermission(para)))
}
