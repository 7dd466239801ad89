import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import { osMessages } from '../../../../shared/os/os.messages'
import type { OsView } from '../../../../shared/os/os.schemas'
import { type OsStatus, osStatusLabels } from '../../../../shared/os/os-status'
import { errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { transitionOs } from '../api/os-api'

type TransitionVars = { to: OsStatus; observacao?: string; confirmarRecusa?: boolean }
export type TransitionOpcoes = {
  /** Offers 'Desfazer' in the success toast, taking the OS back to this status. */
  desfazer?: OsStatus | null
  /** The user confirmed approving a quote the customer refused. */
  confirmarRecusa?: boolean
}

/**
 * Moves one OS through the status machine with the spec's toasts. The answer (the whole OsView) goes
 * straight into the detail cache and every OS query is refreshed (lists, counters). A second call while
 * one is running is ignored, so a double tap never sends two transitions.
 */
export function useOsTransition(osId: string) {
  const queryClient = useQueryClient()
  const running = useRef(false)
  const mutation = useMutation({
    mutationFn: ({ to, observacao, confirmarRecusa }: TransitionVars) =>
      transitionOs(osId, to, observacao, confirmarRecusa),
    onSuccess: (os: OsView) => {
      queryClient.setQueryData(osKeys.detail(os.id), os)
      void queryClient.invalidateQueries({
        queryKey: osKeys.all,
        // The detail was just written from the answer; refetching it would only repeat the request.
        predicate: (query) => !isDetailOf(query.queryKey, os.id),
      })
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, osMessages.erroStatus) })
      // Refused (409) often means someone else moved the OS meanwhile: show where it is now.
      void queryClient.invalidateQueries({ queryKey: osKeys.detail(osId) })
    },
  })

  /** Resolves true when the OS moved; false when it failed (the toast already told the user) or was busy. */
  const transition = async (to: OsStatus, observacao?: string, opcoes: TransitionOpcoes = {}) => {
    if (running.current) return false
    running.current = true
    try {
      const os = await mutation.mutateAsync({ to, observacao, confirmarRecusa: opcoes.confirmarRecusa })
      const volta = opcoes.desfazer
      toast.success(
        to === 'orcamento_enviado'
          ? osMessages.orcamentoEnviado
          : `Status atualizado: ${osStatusLabels[os.status]}`,
        // The undo is itself a move, offered without its own undo.
        volta ? { action: { label: 'Desfazer', onClick: () => void transition(volta) } } : undefined,
      )
      return true
    } catch {
      return false
    } finally {
      running.current = false
    }
  }

  return {
    transition,
    pending: mutation.isPending,
    pendingTo: mutation.isPending ? mutation.variables?.to : undefined,
  }
}

function isDetailOf(key: readonly unknown[], id: string): boolean {
  const detail = osKeys.detail(id)
  return key.length === detail.length && detail.every((part, index) => key[index] === part)
}
