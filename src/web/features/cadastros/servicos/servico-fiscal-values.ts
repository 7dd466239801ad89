import { percentualParaBp } from '../../../../shared/formatos/percentual'

/** 250 → '2,5' (the way a rate is typed in Brazil). */
export const bpParaTexto = (bp: number | null | undefined) =>
  bp == null ? '' : (bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })

/** The form's values of a saved service's fiscal fields (the code fields show the digits masked). */
export const valoresFiscais = (
  s: {
    codigo_tributacao: string | null
    codigo_nbs: string | null
    aliquota_iss_bp: number | null
    iss_retido: boolean
  } | null,
) => ({
  codigo_tributacao: s?.codigo_tributacao ?? '',
  codigo_nbs: s?.codigo_nbs ?? '',
  aliquota_iss_bp: s?.aliquota_iss_bp ?? null,
  iss_retido: s?.iss_retido ?? false,
})

/**
 * The typed rate as basis points: empty is null (the company's rate); text that is no rate is NaN, which
 * the shared schema answers with its Portuguese message.
 */
export const textoParaBp = (texto: string) =>
  texto.trim() === '' ? null : (percentualParaBp(texto) ?? Number.NaN)
