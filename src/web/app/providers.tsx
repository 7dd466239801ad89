import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { createQueryClient } from './query-client'
import { needToasts, useToastsNeeded } from './toasts'

const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })))

/** The Toaster, from the first touch or key press (or failed request) on: see toasts.ts. */
function LazyToaster() {
  const needed = useToastsNeeded()
  useEffect(() => {
    const options = { capture: true, once: true }
    window.addEventListener('pointerdown', needToasts, options)
    window.addEventListener('keydown', needToasts, options)
    return () => {
      window.removeEventListener('pointerdown', needToasts, options)
      window.removeEventListener('keydown', needToasts, options)
    }
  }, [])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  )
}
