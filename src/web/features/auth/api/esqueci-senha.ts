import { useMutation } from '@tanstack/react-query'
import {
  type EsqueciSenha,
  type EsqueciSenhaResponse,
  esqueciSenhaResponse,
} from '../../../../shared/auth/recuperacao-senha.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/auth/esqueci-senha: the same answer whether or not the email has an account. */
export async function esqueciSenha(input: EsqueciSenha): Promise<EsqueciSenhaResponse> {
  return esqueciSenhaResponse.parse(
    await apiFetch<unknown>('/api/auth/esqueci-senha', { method: 'POST', body: input }),
  )
}

export function useEsqueciSenha() {
  return useMutation({ mutationFn: esqueciSenha })
}
