import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import type { EnderecoCep } from '../../../../shared/cadastros/cep.schemas'
import { normalizeCep } from '../../../../shared/formatos/cep'
import { cepQueryOptions } from './api/get-cep'

/**
 * Looks the address up when the CEP field is left with exactly 8 digits (SPEC §5). A CEP already looked
 * up — or the one the client was saved with — is not looked up again, so leaving the field twice never
 * overwrites an address the person corrected by hand.
 */
export function useCepLookup(
  initialCep: string | null | undefined,
  onFound: (endereco: EnderecoCep) => void,
) {
  const queryClient = useQueryClient()
  const last = useRef(normalizeCep(initialCep ?? ''))
  return async (text: string | null | undefined) => {
    const cep = normalizeCep(text ?? '')
    if (cep.length !== 8 || cep === last.current) return
    last.current = cep
    const endereco = await queryClient.fetchQuery(cepQueryOptions(cep)).catch(() => null)
    if (!endereco) return
    onFound(endereco)
    toast.success('CEP encontrado', { description: 'Endereço preenchido automaticamente' })
  }
}
