import { type AgendamentoStatus, agendamentoStatus } from '../../../../shared/agenda/agenda'
import type { AgendaQuery } from '../../../../shared/agenda/agenda.schemas'
import { inicioDaSemana, somarDias } from '../../../../shared/agenda/regras'
import { dateParam, oneOf, uuidParam } from '../../../lib/param-values'

export const visoes = ['dia', 'semana', 'lista'] as const
export type Visao = (typeof visoes)[number]

/** The list view shows this many days from the chosen date. */
export const DIAS_DA_LISTA = 30

export interface AgendaParams {
  visao: Visao
  data: string
  status?: AgendamentoStatus
  /** The range the view shows, inclusive. */
  de: string
  ate: string
  query: AgendaQuery
  /** `?novo=1&cliente_id=&veiculo_id=&motivo=`: open 'Novo agendamento' filled in. */
  novo: { cliente_id?: string; veiculo_id?: string; motivo?: string } | null
}

/** The view, date and filters from the URL (`?visao=dia|semana|lista&data=yyyy-MM-dd&status=`). */
export function readAgendaParams(params: URLSearchParams, hoje: string): AgendaParams {
  const visao = oneOf(visoes, params.get('visao')) ?? 'dia'
  const data = dateParam(params.get('data')) ?? hoje
  const status = visao === 'lista' ? oneOf(agendamentoStatus, params.get('status')) : undefined
  const [de, ate] =
    visao === 'dia'
      ? [data, data]
      : visao === 'semana'
        ? [inicioDaSemana(data), somarDias(inicioDaSemana(data), 6)]
        : [data, somarDias(data, DIAS_DA_LISTA - 1)]
  const novo =
    params.get('novo') === '1'
      ? {
          cliente_id: uuidParam(params.get('cliente_id')),
          veiculo_id: uuidParam(params.get('veiculo_id')),
          motivo: params.get('motivo')?.slice(0, 200) || undefined,
        }
      : null
  return { visao, data, status, de, ate, query: { de, ate, status }, novo }
}

/** Where ‹ and › go: a day, a week or the list's length. */
export function navegar(visao: Visao, data: string, sentido: 1 | -1): string {
  const passo = visao === 'dia' ? 1 : visao === 'semana' ? 7 : DIAS_DA_LISTA
  return somarDias(data, passo * sentido)
}

/** The days of a range, inclusive. */
export function diasDoPeriodo(de: string, ate: string): string[] {
  const dias: string[] = []
  for (let d = de; d <= ate; d = somarDias(d, 1)) dias.push(d)
  return dias
}
