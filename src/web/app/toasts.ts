import { useSyncExternalStore } from 'react'

// The toasts' code (sonner, ~9 KB gzipped) is not part of the first page (decision 021): the Toaster
// mounts once a toast may come, and shows the toasts created before it (sonner replays them).
let needed = false
const listeners = new Set<() => void>()

/**
 * A toast may come: the person touched or typed (every action's toast follows one), or a request failed
 * (its screen may say so in a toast). Mounts the Toaster, once.
 */
export function needToasts(): void {
  if (needed) return
  needed = true
  for (const listener of listeners) listener()
}

export function useToastsNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => needed,
  )
}

/** An error toast from code that runs before any screen (the query client): sonner is fetched first. */
export function showErrorToast(title: string, description: string, id?: string): void {
  needToasts()
  // An `id` shows one toast however many calls repeat it (a rate limit hit by every query of a screen).
  void import('sonner').then(({ toast }) => toast.error(title, { id, description }))
}
