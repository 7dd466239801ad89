import type { TituloSituacao, TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatVeiculo } from '../../../../shared/formatos/exibir'

/** 'marca modelo - placa' (SPEC §2 'Contas a Receber'), or a dash for an OS without a vehicle. */
export const veiculoDoTitulo = (titulo: Pick<TituloView, 'veiculo'>): string =>
  titulo.veiculo ? formatVeiculo(titulo.veiculo) : '—'

/** A title can still receive money: open or overdue, with something left to pay. */
export const recebivel = (titulo: Pick<TituloView, 'situacao' | 'saldo'>): boolean =>
  (titulo.situacao === 'aberto' || titulo.situacao === 'vencido') && titulo.saldo > 0

/** UI.md title badges: Em Aberto sky, Vencido red, Pago green; a cancelled title is slate. */
export const tituloSituacaoColors: Record<TituloSituacao, string> = {
  aberto: 'bg-sky-100 text-sky-800',
  vencido: 'bg-red-100 text-red-800',
  pago: 'bg-green-100 text-green-800',
  cancelado: 'bg-slate-100 text-slate-700',
}
