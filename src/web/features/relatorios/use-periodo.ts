import { useSearchParams } from 'react-router'
import { type PeriodoQuery, periodoQuery } from '../../../shared/relatorios/periodo'

const PADRAO: PeriodoQuery = { periodo: 'este_mes' }

/**
 * The report's period kept in the URL (`?periodo=30d` or `?de=&ate=`), so a report can be bookmarked,
 * shared and printed as seen; a missing or invalid one reads as "this month".
 */
export function usePeriodo() {
  const [params, setParams] = useSearchParams()
  const lido = periodoQuery.safeParse({
    periodo: params.get('periodo') ?? undefined,
    de: params.get('de') ?? undefined,
    ate: params.get('ate') ?? undefined,
  })
  const periodo = lido.success ? lido.data : PADRAO
  const setPeriodo = (p: PeriodoQuery) =>
    setParams(p.periodo ? { periodo: p.periodo } : { de: p.de ?? '', ate: p.ate ?? '' }, { replace: true })
  return [periodo, setPeriodo] as const
}
