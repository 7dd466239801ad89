import { useEffect } from 'react'

/** Sets the browser tab title, so several open tabs of Bancada can be told apart. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Bancada` : 'Bancada'
  }, [title])
}
