import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/empresa/confirmacao-email: a new confirmation link to the company's account email. */
export const reenviarConfirmacaoEmail = async () =>
  z
    .object({ message: z.string() })
    .parse(await apiFetch<unknown>('/api/empresa/confirmacao-email', { method: 'POST' }))

export const useReenviarConfirmacaoEmail = () => useMutation({ mutationFn: reenviarConfirmacaoEmail })
