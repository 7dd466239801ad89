import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatVeiculo } from '../../../../shared/formatos/exibir'

/** 'marca modelo - placa' (SPEC §2 'Contas a Receber'), or a dash for an OS without a vehicle. */
export const veiculoDoTitulo = (titulo: Pick<TituloView, 'veiculo'>): string =>
  titulo.veiculo ? formatVeiculo(titulo.veiculo) : '—'

/** A title can still receive money: open or overdue, with something left to pay. */
export const recebivel = (titulo: Pick<TituloView, 'situacao' | 'saldo'>): boolean =>
  (titulo.situacao === 'aberto' || titulo.situacao === 'vencido') && titulo.saldo > 0
