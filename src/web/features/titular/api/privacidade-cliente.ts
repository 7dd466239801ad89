import { useQuery } from '@tanstack/react-query'
import { privacidadeClienteView } from '../../../../shared/titular/titular.schemas'
import { apiFetch } from '../../../lib/api-client'

export const titularKeys = { all: ['titular'] as const }

/** GET /api/clientes/:id/privacidade */
export const getPrivacidadeCliente = async (id: string, signal?: AbortSignal) =>
  privacidadeClienteView.parse(
    await apiFetch<unknown>(`/api/clientes/${encodeURIComponent(id)}/privacidade`, { signal }),
  )

export const usePrivacidadeCliente = (id: string) =>
  useQuery({
    queryKey: [...titularKeys.all, 'cliente', id],
    queryFn: ({ signal }) => getPrivacidadeCliente(id, signal),
  })
