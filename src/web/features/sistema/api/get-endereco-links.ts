import { useQuery } from '@tanstack/react-query'
import { type EnderecoDosLinksView, enderecoDosLinksView } from '../../../../shared/sistema/endereco.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/sistema/endereco: the address customers' links use, and who can open it. */
export async function getEnderecoLinks(signal?: AbortSignal): Promise<EnderecoDosLinksView> {
  return enderecoDosLinksView.parse(await apiFetch<unknown>('/api/sistema/endereco', { signal }))
}

export function useEnderecoLinks() {
  return useQuery({ queryKey: ['sistema', 'endereco'], queryFn: ({ signal }) => getEnderecoLinks(signal) })
}
