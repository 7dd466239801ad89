import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PeriodoQuery } from '../../../../shared/relatorios/periodo'
import { relatorioServico } from '../../../../shared/relatorios/relatorios.schemas'
import { apiFetch } from '../../../lib/api-client'
import { periodoParams, relatoriosKeys } from './relatorio-url'

/** GET /api/relatorios/servico: every figure of the service report in one request. */
export const relatorioServicoQuery = (p: PeriodoQuery) =>
  queryOptions({
    queryKey: relatoriosKeys.relatorio('servico', p),
    queryFn: async ({ signal }) =>
      relatorioServico.parse(
        await apiFetch<unknown>(`/api/relatorios/servico?${periodoParams(p)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  })

export const useRelatorioServico = (p: PeriodoQuery) => useQuery(relatorioServicoQuery(p))
