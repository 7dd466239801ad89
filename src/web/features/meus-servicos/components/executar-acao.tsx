import { useEffect, useRef } from 'react'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { useOsAcoesDeStatus } from '../../os/acoes/use-os-acoes-de-status'

/**
 * Runs the card's move as the OS detail's buttons do: the same checks, dialogs (conclusion with the short
 * parts), history and toasts. Mounted per move.
 */
export function ExecutarAcao({
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
