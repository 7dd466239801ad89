import { useMutation } from '@tanstack/react-query'
import type { ResetSenhaInput } from '../../../../shared/usuarios/usuarios.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/usuarios/:id/senha (admin only): the user's other sessions end. */
export async function resetSenhaUsuario({
  id,
  input,
}: {
  id: string
  input: ResetSenhaInput
}): Promise<void> {
  await apiFetch<unknown>(`/api/usuarios/${encodeURIComponent(id)}/senha`, { method: 'POST', body: input })
}

export function useResetSenhaUsuario() {
  return useMutation({ mutationFn: resetSenhaUsuario })
}
