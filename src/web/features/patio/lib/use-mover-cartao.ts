import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { osMessages } from '../../../../shared/os/os.messages'
import type { OsView } from '../../../../shared/os/os.schemas'
import { type OsStatus, transitionRefusal } from '../../../../shared/os/os-status'
import type { PatioCartao, PatioQuery, PatioView } from '../../../../shared/patio/patio.schemas'
import { errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { getOs } from '../../os/api/os-api'
import { patioKey } from '../api/get-patio'
import { moverCartao } from './mover-cartao'

export type Movimento = { os: OsView; para: OsStatus }

/**
 * A card's move, from drop (or menu) to answer. A move the machine refuses snaps back at once with the
 * machine's reason (the text POST /api/os/:id/status answers). Any other is drawn at once (optimistic),
 * then run on the OS as read now, through the detail page's own flow (MoverOs); if it does not happen
 * (refused, or its dialog dismissed) the card goes back.
 */
export function useMoverCartao(query: PatioQuery) {
  const queryClient = useQueryClient()
  const [movimento, setMovimento] = useState<Movimento | null>(null)
  const [lendo, setLendo] = useState(false)
  const antes = useRef<{ key: ReturnType<typeof patioKey>; view: PatioView | undefined } | null>(null)

  const voltar = () => {
    const snapshot = antes.current
    antes.current = null
    if (!snapshot) return
    queryClient.setQueryData(snapshot.key, snapshot.view)
    void queryClient.invalidateQueries({ queryKey: snapshot.key })
  }

  const iniciar = async (card: PatioCartao, para: OsStatus) => {
    if (lendo || movimento || card.status === para) return
    const recusa = transitionRefusal(card.status, para)
    if (recusa) {
      toast.error('Erro', { description: recusa })
      return
    }
    const key = patioKey(query)
    setLendo(true)
    await queryClient.cancelQueries({ queryKey: key })
    antes.current = { key, view: queryClient.getQueryData<PatioView>(key) }
    queryClient.setQueryData<PatioView>(key, (view) => view && moverCartao(view, card.id, para))
    try {
      // The OS as it is now (someone may have moved it): the flow and its dialogs need the whole of it.
      const os = await queryClient.fetchQuery({
        queryKey: osKeys.detail(card.id),
        queryFn: ({ signal }) => getOs(card.id, signal),
        staleTime: 0,
      })
      setMovimento({ os, para })
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, osMessages.erroStatus) })
      voltar()
    } finally {
      setLendo(false)
    }
  }

  /** MoverOs's end: the OS moved (its answer refreshes the board) or the card goes back. */
  const terminar = (moveu: boolean) => {
    setMovimento(null)
    if (moveu) antes.current = null
    else voltar()
  }

  return { movimento, ocupado: lendo || movimento !== null, iniciar, terminar }
}
