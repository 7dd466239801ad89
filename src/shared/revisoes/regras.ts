import { addDays, addMonths, differenceInCalendarDays } from 'date-fns'

/** A date-only string read at noon UTC, so no time zone moves it a day. */
const noMeioDia = (iso: string) => new Date(`${iso}T12:00:00Z`)
const isoDe = (d: Date) => d.toISOString().slice(0, 10)

/** A service's recurrence: every N months and/or every N km (servicos_catalogo.revisao_*). */
export interface Recorrencia {
  meses: number | null
  km: number | null
}

/** What the delivered OS says about the vehicle. */
export interface Entrega {
  /** The delivery day in the company's time zone (yyyy-MM-dd). */
  dia: string
  /** The OS's entry km, when it was typed. */
  kmEntrada: number | null
  /** The vehicle's register km: the fallback when the OS has none. */
  kmAtualVeiculo: number | null
}

export interface ProximaRevisao {
  data_prevista: string | null
  km_previsto: number | null
}

/**
 * The next revision of a recurring service after its delivery: the date N months later (the end of a
 * month clamps: 31/01 + 1 month is 28 or 29/02) and the km N over the OS's entry km (or the vehicle's
 * km when the OS has none). Null when neither can be known: nothing to remind.
 */
export function proximaRevisao(r: Recorrencia, e: Entrega): ProximaRevisao | null {
  const data_prevista = r.meses ? isoDe(addMonths(noMeioDia(e.dia), r.meses)) : null
  const kmBase = e.kmEntrada ?? e.kmAtualVeiculo
  const km_previsto = r.km && kmBase !== null ? kmBase + r.km : null
  if (data_prevista === null && km_previsto === null) return null
  return { data_prevista, km_previsto }
}

/** One reading of the odometer: the OS's entry km on its opening day. */
export interface LeituraKm {
  dia: string
  km: number
}

/**
 * The vehicle's average km per day over its OS history: the km between the lowest and the highest
 * reading over the days between the first and the last one. Needs two readings at least a day apart;
 * otherwise null (no estimate, the date of months alone decides).
 */
export function kmPorDia(leituras: readonly LeituraKm[]): number | null {
  if (leituras.length < 2) return null
  const dias = leituras.map((l) => l.dia).sort()
  const intervalo = differenceInCalendarDays(noMeioDia(dias[dias.length - 1]), noMeioDia(dias[0]))
  if (intervalo < 1) return null
  const kms = leituras.map((l) => l.km)
  const media = (Math.max(...kms) - Math.min(...kms)) / intervalo
  return media > 0 ? media : null
}

/** The latest reading (the last day; on a tie, the highest km). */
export function ultimaLeitura(leituras: readonly LeituraKm[]): LeituraKm | null {
  let ultima: LeituraKm | null = null
  for (const l of leituras)
    if (!ultima || l.dia > ultima.dia || (l.dia === ultima.dia && l.km > ultima.km)) ultima = l
  return ultima
}

/**
 * When the vehicle should reach `kmPrevisto` at its average: the last reading's day plus the days the
 * missing km take (rounded up). Already past (or reached) → today: it is due now. Null without an average.
 */
export function dataKmEstimada(
  kmPrevisto: number | null,
  ultima: LeituraKm | null,
  media: number | null,
  hoje: string,
): string | null {
  if (kmPrevisto === null || !ultima || !media) return null
  const faltam = kmPrevisto - ultima.km
  if (faltam <= 0) return hoje
  const estimada = isoDe(addDays(noMeioDia(ultima.dia), Math.ceil(faltam / media)))
  return estimada < hoje ? hoje : estimada
}

/** The first and last day of the month of `hoje` (the 'Este mês' filter). */
export function mesDe(hoje: string): { inicio: string; fim: string } {
  const inicio = `${hoje.slice(0, 7)}-01`
  const fim = isoDe(addDays(addMonths(noMeioDia(inicio), 1), -1))
  return { inicio, fim }
}
