import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { can } from '../../../../shared/permissoes/permissoes'

type Subject = Parameters<typeof can>[0]
type OsFaturamento = Pick<OsView, 'status' | 'faturado_em'>

/** DESIGN §6: an OS is invoiced while in execution or once concluded. */
export const statusFaturaveis: readonly OsStatus[] = ['em_execucao', 'concluido']

/**
 * Which billing buttons this user sees on an OS: 'Faturar' (faturável, not invoiced yet; needs `os` edit
 * and `contas_receber` create, DESIGN §3) and 'Estornar faturamento' (invoiced; `contas_receber` delete).
 * The server checks the same and refuses a reversal once a receipt exists.
 */
export function faturamentoAcoes(
  os: OsFaturamento,
  subject: Subject,
): { faturar: boolean; estornar: boolean } {
  const faturada = os.faturado_em !== null
  return {
    faturar:
      !faturada &&
      statusFaturaveis.includes(os.status) &&
      can(subject, 'os', 'edit') &&
      can(subject, 'contas_receber', 'create'),
    estornar: faturada && can(subject, 'contas_receber', 'delete'),
  }
}

/** An invoiced OS is neither revised nor cancelled until its invoice is reversed (DESIGN §8b). */
export function semBloqueadasPorFaturamento<T extends { to: OsStatus }>(
  actions: T[],
  os: OsFaturamento,
): T[] {
  if (os.faturado_em === null) return actions
  return actions.filter((action) => action.to !== 'rascunho' && action.to !== 'cancelado')
}
