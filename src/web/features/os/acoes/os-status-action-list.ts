import {
  Ban,
  CircleCheckBig,
  type LucideIcon,
  PackageCheck,
  Pause,
  Play,
  RotateCcw,
  Send,
  ThumbsUp,
} from 'lucide-react'
import type { OsView } from '../../../../shared/os/os.schemas'
import {
  canTransition,
  nextStatuses,
  type OsStatus,
  transitionLabels,
  transitionPermission,
} from '../../../../shared/os/os-status'
import { can } from '../../../../shared/permissoes/permissoes'

type Subject = Parameters<typeof can>[0]

export type OsStatusAction = {
  to: OsStatus
  label: string
  icon: LucideIcon
  /** The move the work is waiting for (the filled button, the phone bar's main button). */
  primary: boolean
  /**
   * Asks something first: the cancel reason, confirmation that the quote must be sent again, that
   * concluding moves stock (with the parts that are short), that a move with no way back is meant
   * ('confirmar'), or that the customer's refusal is overruled.
   */
  dialog: 'cancelar' | 'revisar' | 'concluir' | 'confirmar' | 'aprovar_recusado' | null
  /** Where 'Desfazer' in the success toast takes the OS back, for a move the machine can undo. */
  desfazer: OsStatus | null
}

const icons: Record<OsStatus, LucideIcon> = {
  rascunho: RotateCcw,
  orcamento_enviado: Send,
  aprovado: ThumbsUp,
  em_execucao: Play,
  aguardando_peca: Pause,
  concluido: CircleCheckBig,
  entregue: PackageCheck,
  cancelado: Ban,
}

/** The forward move of each status, drawn as the primary button. */
const primaryNext: Partial<Record<OsStatus, OsStatus>> = {
  rascunho: 'orcamento_enviado',
  orcamento_enviado: 'aprovado',
  aprovado: 'em_execucao',
  em_execucao: 'concluido',
  aguardando_peca: 'em_execucao',
  concluido: 'entregue',
}

// Forward moves first, then going back to the draft, cancelling last.
const order: readonly OsStatus[] = [
  'orcamento_enviado',
  'aprovado',
  'em_execucao',
  'aguardando_peca',
  'concluido',
  'entregue',
  'rascunho',
  'cancelado',
]

/**
 * Moves done in one tap that the machine cannot take back: starting the work (no way back to Aprovado)
 * and delivering (final). They ask first; pausing and resuming undo each other from the toast instead.
 */
const semVolta: Partial<Record<OsStatus, OsStatus>> = { aprovado: 'em_execucao', concluido: 'entregue' }

function dialogOf(from: OsStatus, to: OsStatus): OsStatusAction['dialog'] {
  if (to === 'cancelado') return 'cancelar'
  if (to === 'rascunho') return 'revisar'
  if (to === 'concluido') return 'concluir'
  return semVolta[from] === to ? 'confirmar' : null
}

/** A plain forward move whose reverse the machine allows (pause ↔ resume) is undone from its toast. */
const desfazerOf = (from: OsStatus, to: OsStatus): OsStatus | null =>
  dialogOf(from, to) === null && from !== 'rascunho' && canTransition(to, from) ? from : null

/** The button's text: the machine's label, except 'Retomar' for leaving aguardando_peca back to work. */
export function actionLabel(from: OsStatus, to: OsStatus): string {
  if (from === 'aguardando_peca' && to === 'em_execucao') return 'Retomar'
  return transitionLabels[to]
}

/**
 * The status buttons this user may press on an OS in `from`: the machine's next statuses, narrowed by
 * `only`, without those the user's `os` permissions forbid. 'Enviar Orçamento' checks client and items
 * before sending (faltaParaEnviarOrcamento), as the form does.
 */
export function osStatusActions(
  from: OsStatus,
  subject: Subject,
  only?: readonly OsStatus[],
): OsStatusAction[] {
  return nextStatuses(from)
    .filter((to) => !only || only.includes(to))
    .filter((to) => can(subject, 'os', transitionPermission(to)))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((to) => ({
      to,
      label: actionLabel(from, to),
      icon: icons[to],
      primary: primaryNext[from] === to,
      dialog: dialogOf(from, to),
      desfazer: desfazerOf(from, to),
    }))
}

/** A quote the customer refused is approved only after a confirmation that says so. */
export function comRecusaDoCliente<T extends Pick<OsStatusAction, 'to' | 'dialog'>>(
  actions: T[],
  os: Pick<OsView, 'status' | 'recusa'>,
): T[] {
  if (os.status !== 'orcamento_enviado' || !os.recusa) return actions
  return actions.map((a) => (a.to === 'aprovado' ? { ...a, dialog: 'aprovar_recusado' } : a))
}

/**
 * The phone's sticky bar: the natural next step as the one wide button, everything else under
 * 'Mais ações'. Never a destructive or backward move as the button: cancelling and revising the quote
 * (and anything when the next step is not this user's to take) stay in the menu.
 */
export function barraDoCelular<T extends Pick<OsStatusAction, 'primary'>>(
  actions: T[],
): { principal: T | null; menu: T[] } {
  const principal = actions.find((a) => a.primary) ?? null
  return { principal, menu: actions.filter((a) => a !== principal) }
}
