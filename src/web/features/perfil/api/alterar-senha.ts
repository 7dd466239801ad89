import { useMutation } from '@tanstack/react-query'
import type { AlterarSenha } from '../../../../shared/perfil/perfil.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/perfil/senha: this browser stays signed in, the user's other sessions end. */
export function alterarSenha(input: AlterarSenha): Promise<{ ok: true }> {
  return apiFetch('/api/perfil/senha', { method: 'POST', body: input })
}

export function useAlterarSenha() {
  return useMutation({ mutationFn: alterarSenha })
}
