import { useEffect, useSyncExternalStore } from 'react'

// How many modals (dialogs, confirmations, sheets) are on screen, for the toasts' placement.
let abertos = 0
const ouvintes = new Set<() => void>()
const avisar = () => {
  for (const ouvinte of ouvintes) ouvinte()
}

/** Rendered inside a modal's content, which Radix mounts only while the modal is open. */
export function ModalAberto() {
  useEffect(() => {
    abertos++
    avisar()
    return () => {
      abertos--
      avisar()
    }
  }, [])
  return null
}

/** Whether any modal is open now. */
export function useModalAberto(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      ouvintes.add(onChange)
      return () => ouvintes.delete(onChange)
    },
    () => abertos > 0,
    () => false,
  )
}
