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
import {
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
   * Asks something first: the cancel reason, confirmation that the quote must be sent again, or that
   * concluding moves stock (with the parts that are short).
   */
  dialog: 'cancelar' | 'revisar' | 'concluir' | null
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

const dialogs: Partial<Record<OsStatus, OsStatusAction['dialog']>> = {
  cancelado: 'cancelar',
  rascunho: 'revisar',
  concluido: 'concluir',
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

/** The button's text: the machine's label, except 'Retomar' for leaving aguardando_peca back to work. */
export function actionLabel(from: OsStatus, to: OsStatus): string {
  if (from === 'aguardando_peca' && to === 'em_execucao') return 'Retomar'
  return transitionLabels[to]
}

/**
 * The status buttons this user may press on an OS in `from`: the machine's next statuses, narrowed by
 * `only`, without those the user's `os` permissions forbid. 'Enviar Orçamento' appears only when `only`
 * asks for it, as the form sends quotes (it validates client and items first).
 */
export function osStatusActions(
  from: OsStatus,
  subject: Subject,
  only?: readonly OsStatus[],
): OsStatusAction[] {
  return nextStatuses(from)
    .filter((to) => (only ? only.includes(to) : to !== 'orcamento_enviado'))
    .filter((to) => can(subject, 'os', transitionPermission(to)))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((to) => ({
      to,
      label: actionLabel(from, to),
      icon: icons[to],
      primary: primaryNext[from] === to,
      dialog: dialogs[to] ?? null,
    }))
}
