import { pixRecebidoSituacaoLabels } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { oneOf } from '../../../lib/param-values'
import type { PixRecebidosFiltro, PixRecebidosQuery } from '../api/get-pix-recebidos'

/** The chips, in screen order: what needs the shop's attention first, then everything, then each situation. */
export const filtrosConciliacao = [
  { value: 'pendentes', label: 'Pendentes' },
  { value: 'todos', label: 'Todos' },
  { value: 'conciliado', label: pixRecebidoSituacaoLabels.conciliado },
  { value: 'nao_identificado', label: pixRecebidoSituacaoLabels.nao_identificado },
  { value: 'excedente', label: pixRecebidoSituacaoLabels.excedente },
  { value: 'devolvido', label: pixRecebidoSituacaoLabels.devolvido },
] as const satisfies readonly { value: PixRecebidosFiltro; label: string }[]

const valores = filtrosConciliacao.map((f) => f.value)

/** The filter the screen opens with: the PIX no title took (unidentified or paid beyond the balance). */
export const FILTRO_PADRAO = 'pendentes' satisfies PixRecebidosFiltro

/** The API query of /financeiro/conciliacao-pix from its URL; an unknown `situacao` reads as the default. */
export function readConciliacaoParams(
  params: URLSearchParams,
  { page }: { page: number },
): PixRecebidosQuery {
  return { situacao: oneOf(valores, params.get('situacao')) ?? FILTRO_PADRAO, page }
}
