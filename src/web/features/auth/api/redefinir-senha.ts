import { useMutation } from '@tanstack/react-query'
import type { RedefinirSenha } from '../../../../shared/auth/recuperacao-senha.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/auth/redefinir-senha: spends the link's token and ends every session of the user. */
export function redefinirSenha(input: RedefinirSenha): Promise<{ ok: true }> {
  return apiFetch('/api/auth/redefinir-senha', { method: 'POST', body: input })
}

export function useRedefinirSenha() {
  return useMutation({ mutationFn: redefinirSenha })
}
