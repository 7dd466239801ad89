import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type DescadastroView, descadastroView } from '../../../../shared/consentimento/consentimento.schemas'
import { apiFetch } from '../../../lib/api-client'

export const descadastroKey = (token: string) => ['descadastro', token] as const

const url = (token: string) => `/api/public/privacidade/${encodeURIComponent(token)}`

/** GET /api/public/privacidade/:token: whose messages, and whether the customer already left (no session). */
export const useDescadastro = (token: string) =>
  useQuery({
    queryKey: descadastroKey(token),
    queryFn: async ({ signal }) => descadastroView.parse(await apiFetch<unknown>(url(token), { signal })),
    retry: false,
  })

/** POST /api/public/privacidade/:token/sair: no more reminders or offers. */
export function useSairDasMensagens(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (): Promise<DescadastroView> =>
      descadastroView.parse(await apiFetch<unknown>(`${url(token)}/sair`, { method: 'POST' })),
    onSuccess: (view) => queryClient.setQueryData(descadastroKey(token), view),
  })
}
