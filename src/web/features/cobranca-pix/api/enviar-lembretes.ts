import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lembretesEnviadosView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { apiFetch } from '../../../lib/api-client'
import { cobrancaPixKeys } from './get-cobranca-pix-config'

/** POST /api/cobranca-pix/lembretes/enviar: emails today's reminders not sent yet; answers how many. */
export const enviarLembretes = async () =>
  lembretesEnviadosView.parse(
    await apiFetch<unknown>('/api/cobranca-pix/lembretes/enviar', { method: 'POST', body: {} }),
  )

/** Sent or not (a limit may stop midway), the list shows which reminders went by email. */
export function useEnviarLembretes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enviarLembretes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cobrancaPixKeys.cobrancasDoDia }),
  })
}
