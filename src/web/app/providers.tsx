import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Toaster } from 'sonner'
import { useIsMobile } from '../lib/use-media-query'
import { createQueryClient } from './query-client'

/** UI.md: top-right on desktop, top-center on phones, at most 3 visible, about 4 s each. */
function AppToaster() {
  const isMobile = useIsMobile()
  return (
    <Toaster
      position={isMobile ? 'top-center' : 'top-right'}
      // Below the 56 px top bar, so a toast never covers the avatar menu or the bell.
      offset={{ top: 68, right: 16 }}
      mobileOffset={{ top: 64 }}
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      containerAriaLabel="Notificações do sistema"
    />
  )
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  )
}
