import { diasEntre, todayInTimeZone } from '../formatos/data'

export type SituacaoPrazo = 'ok' | 'proximo' | 'vencida'

/**
 * The legal deadline's counter, in calendar days of the company's zone: 'Prazo: 15 dias', 'Prazo: 1 dia',
 * 'Vence hoje', 'Vencida há 2 dias'. `proximo` (≤ 3 days) and `vencida` colour the list.
 */
export function prazoDaSolicitacao(prazoEm: string | Date, timeZone: string, agora: Date = new Date()) {
  const hoje = todayInTimeZone(timeZone, agora)
  const prazo = todayInTimeZone(timeZone, typeof prazoEm === 'string' ? new Date(prazoEm) : prazoEm)
  const dias = diasEntre(hoje, prazo)
  const texto =
    dias > 1
      ? `Prazo: ${dias} dias`
      : dias === 1
        ? 'Prazo: 1 dia'
        : dias === 0
          ? 'Vence hoje'
          : `Vencida há ${-dias} ${dias === -1 ? 'dia' : 'dias'}`
  const situacao: SituacaoPrazo = dias < 0 ? 'vencida' : dias <= 3 ? 'proximo' : 'ok'
  return { dias, texto, situacao }
}
