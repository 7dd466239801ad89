import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { consentimentoPortalView } from '../../../../shared/consentimento/consentimento.schemas'
import { apiFetch } from '../../../lib/api-client'

const key = (token: string) => ['orcamento-publico', token, 'consentimento'] as const
const url = (token: string) => `/api/public/orcamentos/${encodeURIComponent(token)}/consentimento`

/** GET /api/public/orcamentos/:token/consentimento: the customer's own choice about reminders and offers. */
export const useConsentimentoPortal = (token: string) =>
  useQuery({
    queryKey: key(token),
    queryFn: async ({ signal }) =>
      consentimentoPortalView.parse(await apiFetch<unknown>(url(token), { signal })),
    retry: false,
  })

/** POST /api/public/orcamentos/:token/consentimento */
export function useSalvarConsentimentoPortal(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (aceita: boolean) =>
      consentimentoPortalView.parse(
        await apiFetch<unknown>(url(token), { method: 'POST', body: { aceita } }),
      ),
    onSuccess: (view) => queryClient.setQueryData(key(token), view),
  })
}
