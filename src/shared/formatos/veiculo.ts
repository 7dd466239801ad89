import { ehPlacaAntiga, normalizePlaca } from '../documentos/placa'

// Apart from exibir.ts (which re-exports them): screens that only show vehicles, such as the Dashboard's
// recent OS, then do not download the document and phone masks' library.

/** Old plates with a hyphen (`ABC-1234`), Mercosul as is (`BRA2E19`); invalid input is only normalized. */
export const formatPlaca = (value: string): string => {
  const placa = normalizePlaca(value)
  return ehPlacaAntiga(placa) ? `${placa.slice(0, 3)}-${placa.slice(3)}` : placa
}

/** 'Volkswagen Gol 1.6 - ABC-1234': a vehicle in one line (SPEC §2 lists, Contas a Receber, exports). */
export const formatVeiculo = (v: { marca: string; modelo: string; placa: string }): string =>
  `${v.marca} ${v.modelo} - ${formatPlaca(v.placa)}`
