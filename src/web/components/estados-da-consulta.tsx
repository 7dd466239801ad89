import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** What a failed load hands its error state: the error, and the retry with whether it is running. */
export type FalhaDaConsulta = { erro: unknown; onRetry: () => void; retrying: boolean }

/**
 * The states of a page that shows one query (UI.md "four states"): its skeleton while it loads, its error
 * with 'Tentar novamente' when the load fails, then its content with the data.
 */
export function EstadosDaConsulta<T>({
  query,
  carregando,
  erro,
  children,
}: {
  query: UseQueryResult<T>
  carregando: ReactNode
  erro: (falha: FalhaDaConsulta) => ReactNode
  children: (dados: T) => ReactNode
}) {
  if (query.isPending) return carregando
  if (query.isError) {
    return erro({ erro: query.error, onRetry: () => void query.refetch(), retrying: query.isFetching })
  }
  return children(query.data)
}
