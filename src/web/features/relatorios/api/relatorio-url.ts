import type { PeriodoQuery } from '../../../../shared/relatorios/periodo'

export type TipoRelatorio = 'servico' | 'financeiro'

/** The period as the API reads it: a preset, or the two dates. */
export const periodoParams = (p: PeriodoQuery) => {
  const params = new URLSearchParams()
  if (p.periodo) params.set('periodo', p.periodo)
  else {
    if (p.de) params.set('de', p.de)
    if (p.ate) params.set('ate', p.ate)
  }
  return params
}

export const relatoriosKeys = {
  all: ['relatorios'] as const,
  relatorio: (tipo: TipoRelatorio, p: PeriodoQuery) =>
    ['relatorios', tipo, periodoParams(p).toString()] as const,
}

/** A table of the report as a file: the browser downloads it from this URL (the session cookie goes along). */
export const exportarRelatorioUrl = (
  tipo: TipoRelatorio,
  p: PeriodoQuery,
  tabela: string,
  formato: 'csv' | 'xlsx',
) => {
  const params = periodoParams(p)
  params.set('tabela', tabela)
  params.set('formato', formato)
  return `/api/relatorios/${tipo}/exportar?${params}`
}
