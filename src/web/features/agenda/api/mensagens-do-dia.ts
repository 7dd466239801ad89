import { useQuery } from '@tanstack/react-query'
import { mensagensDoDiaView } from '../../../../shared/agenda/confirmacao.schemas'
import { apiFetch } from '../../../lib/api-client'

/** GET /api/agenda/mensagens-do-dia: tomorrow's appointments with the day-before reminder filled. */
export const useMensagensDoDia = () =>
  useQuery({
    queryKey: ['agenda', 'mensagens-do-dia'],
    queryFn: async ({ signal }) =>
      mensagensDoDiaView.parse(await apiFetch<unknown>('/api/agenda/mensagens-do-dia', { signal })),
    meta: { errorMessage: 'Erro ao carregar as mensagens do dia' },
  })
