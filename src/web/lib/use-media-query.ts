import { useSyncExternalStore } from 'react'

/** Tracks a CSS media query, so layout decisions made in JS match the CSS breakpoints. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Phones: below the spec's 768 px breakpoint (Tailwind's `md`). */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)')
}
