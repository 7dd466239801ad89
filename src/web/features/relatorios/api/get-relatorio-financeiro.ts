import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PeriodoQuery } from '../../../../shared/relatorios/periodo'
import { relatorioFinanceiro } from '../../../../shared/relatorios/relatorios.schemas'
import { apiFetch } from '../../../lib/api-client'
import { periodoParams, relatoriosKeys } from './relatorio-url'

/** GET /api/relatorios/financeiro: every figure of the financial report in one request. */
export const relatorioFinanceiroQuery = (p: PeriodoQuery) =>
  queryOptions({
    queryKey: relatoriosKeys.relatorio('financeiro', p),
    queryFn: async ({ signal }) =>
      relatorioFinanceiro.parse(
        await apiFetch<unknown>(`/api/relatorios/financeiro?${periodoParams(p)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  })

export const useRelatorioFinanceiro = (p: PeriodoQuery) => useQuery(relatorioFinanceiroQuery(p))
