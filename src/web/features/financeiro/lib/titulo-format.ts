import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatVeiculo } from '../../../../shared/formatos/exibir'

/** 'marca modelo - placa' (SPEC §2 'Contas a Receber'), or a dash for an OS without a vehicle. */
export const veiculoDoTitulo = (titulo: Pick<TituloView, 'veiculo'>): string =>
  titulo.veiculo ? formatVeiculo(titulo.veiculo) : '—'

/** A title can still receive money: open or overdue, with something left to pay. */
export const recebivel = (titulo: Pick<TituloView, 'situacao' | 'saldo'>): boolean =>
  (titulo.situacao === 'aberto' || titulo.situacao === 'vencido') && titulo.saldo > 0

/**
 * How an unpaid title's PIX stands at the bank (issue 24), for its badge: the charge still waiting to be
 * registered (the static code is shown meanwhile), the bank's own charge, or nothing (static PIX only).
 */
export function situacaoCobrancaPix(
  titulo: Pick<TituloView, 'situacao' | 'saldo' | 'pix' | 'cobranca'>,
): 'pendente' | 'registrada' | null {
  if (!recebivel(titulo)) return null
  if (titulo.cobranca === 'pendente') return 'pendente'
  return titulo.pix?.origem === 'banco' ? 'registrada' : null
}
