import { diasEntre } from '../formatos/data'
import { preencherPlaceholders } from '../formatos/modelo'

/** The moments a title is remembered: some days before its due date, on the day, some days after. */
export const tiposLembrete = ['antes', 'no_dia', 'depois'] as const
export type TipoLembrete = (typeof tiposLembrete)[number]
export const tipoLembreteLabels: Record<TipoLembrete, string> = {
  antes: 'Antes do vencimento',
  no_dia: 'No dia do vencimento',
  depois: 'Após o vencimento',
}

/** What a reminder template may say. */
export const PLACEHOLDERS_LEMBRETE = [
  'cliente',
  'numero_os',
  'parcela',
  'valor',
  'vencimento',
  'pix',
  'empresa',
] as const
export type ValoresLembrete = Partial<Record<(typeof PLACEHOLDERS_LEMBRETE)[number], string | null>>

export const MODELOS_LEMBRETE_PADRAO: Record<TipoLembrete, string> = {
  antes: `Olá, {cliente}! Lembrete da {empresa}: a parcela {parcela} da {numero_os}, de {valor}, vence em {vencimento}.
PIX copia e cola: {pix}
Se já pagou, desconsidere esta mensagem.`,
  no_dia: `Olá, {cliente}! A parcela {parcela} da {numero_os}, de {valor}, vence hoje ({vencimento}).
PIX copia e cola: {pix}
Se já pagou, desconsidere esta mensagem. {empresa}`,
  depois: `Olá, {cliente}! A parcela {parcela} da {numero_os}, de {valor}, venceu em {vencimento} e ainda consta em aberto.
PIX copia e cola: {pix}
Se já pagou, desconsidere esta mensagem. Qualquer dúvida, fale com a {empresa}.`,
}

export const preencherLembrete = (modelo: string, valores: ValoresLembrete) =>
  preencherPlaceholders(modelo, valores, PLACEHOLDERS_LEMBRETE)

/**
 * Which reminder, if any, a title due on `vencimento` gets `hoje` (both yyyy-MM-dd) under the company's
 * settings. Days are counted on the calendar, in the company's zone.
 */
export function lembreteDoDia(
  vencimento: string,
  hoje: string,
  cfg: { dias_antes: number; no_dia: boolean; dias_depois: number },
): TipoLembrete | undefined {
  const dias = diasEntre(hoje, vencimento)
  if (cfg.dias_antes > 0 && dias === cfg.dias_antes) return 'antes'
  if (cfg.no_dia && dias === 0) return 'no_dia'
  if (cfg.dias_depois > 0 && dias === -cfg.dias_depois) return 'depois'
  return undefined
}
