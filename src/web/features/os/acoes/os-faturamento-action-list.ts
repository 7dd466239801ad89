import { type Assinatura, moduloNoPlano } from '../../../../shared/assinatura/assinatura'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { can } from '../../../../shared/permissoes/permissoes'

type Subject = NonNullable<Parameters<typeof can>[0]> & {
  empresa: Pick<Assinatura, 'plano' | 'status_assinatura'>
}
type OsFaturamento = Pick<OsView, 'status' | 'faturado_em'>

/** DESIGN §6: an OS is invoiced while in execution or once concluded. */
export const statusFaturaveis: readonly OsStatus[] = ['em_execucao', 'concluido']

/**
 * Which billing actions this user sees on an OS: 'Faturar' (faturável, not invoiced yet; needs `os` edit
 * and `contas_receber` create, DESIGN §3), 'Estornar faturamento' (invoiced; `contas_receber` delete) and
 * 'Receber' on its titles (`contas_receber` edit). On a plan without Contas a Receber (Básico, DESIGN §7)
 * the server answers all of them 402, so none is offered and `foraDoPlano` says the role would have had
 * one on this OS: the page shows the upgrade line instead. The server checks the same and refuses a reversal once a
 * receipt exists.
 */
export function faturamentoAcoes(
  os: OsFaturamento,
  subject: Subject,
): { faturar: boolean; estornar: boolean; receber: boolean; foraDoPlano: boolean } {
  const faturada = os.faturado_em !== null
  const papel = {
    faturar:
      !faturada &&
      statusFaturaveis.includes(os.status) &&
      can(subject, 'os', 'edit') &&
      can(subject, 'contas_receber', 'create'),
    estornar: faturada && can(subject, 'contas_receber', 'delete'),
    receber: can(subject, 'contas_receber', 'edit'),
  }
  if (moduloNoPlano(subject.empresa, 'contas_receber')) return { ...papel, foraDoPlano: false }
  return {
    faturar: false,
    estornar: false,
    receber: false,
    foraDoPlano: papel.faturar || papel.estornar || (faturada && papel.receber),
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
