import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import type { EnderecoCep } from '../../../shared/cadastros/cep.schemas'
import { normalizeCep } from '../../../shared/formatos/cep'
import { cepQueryOptions } from './get-cep'

/** Where a lookup stands: idle, asking, or how it failed. */
export type EstadoCep = 'ocioso' | 'buscando' | 'nao_encontrado' | 'indisponivel'

/**
 * Looks the address up when the CEP field is left with exactly 8 digits (SPEC §5). A CEP already looked
 * up — or the one the record was saved with — is not looked up again, so leaving the field twice never
 * overwrites an address the person corrected by hand; after a failed lookup, leaving it again retries.
 */
export function useCepLookup(
  initialCep: string | null | undefined,
  onFound: (endereco: EnderecoCep) => void,
) {
  const queryClient = useQueryClient()
  const last = useRef(normalizeCep(initialCep ?? ''))
  const [estado, setEstado] = useState<EstadoCep>('ocioso')

  const lookup = async (text: string | null | undefined) => {
    const cep = normalizeCep(text ?? '')
    if (cep.length !== 8 || cep === last.current) return
    last.current = cep
    setEstado('buscando')
    try {
      const endereco = await queryClient.fetchQuery(cepQueryOptions(cep))
      if (last.current !== cep) return // another CEP was typed meanwhile
      if (!endereco) return setEstado('nao_encontrado')
      setEstado('ocioso')
      onFound(endereco)
      toast.success('CEP encontrado', { description: 'Endereço preenchido automaticamente' })
    } catch {
      if (last.current !== cep) return
      last.current = ''
      setEstado('indisponivel')
    }
  }
  /** Typing in the field drops the last failure's message. */
  const editing = () => setEstado((atual) => (atual === 'buscando' ? atual : 'ocioso'))
  return { lookup, estado, editing }
}
