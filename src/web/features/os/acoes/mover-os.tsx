import { useEffect, useRef } from 'react'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { useOsAcoesDeStatus } from './use-os-acoes-de-status'

/**
 * Runs one move as the OS detail's buttons do: the same checks, dialogs (cancel reason, conclusion with
 * the short parts, no-way-back confirmations), history and toasts. Mount it per move (key it): the board's drops
 * and the technician's big button (Meus serviços).
 */
export function MoverOs({
  os,
  para,
  onFim,
}: {
  os: OsView
  para: OsStatus
  onFim: (moveu: boolean) => void
}) {
  const { runTo, dialogs } = useOsAcoesDeStatus(os, { onFim })
  const iniciado = useRef(false)
  useEffect(() => {
    if (iniciado.current) return
    iniciado.current = true
    runTo(para)
  })
  return dialogs
}
