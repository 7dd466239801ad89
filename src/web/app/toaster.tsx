import { Toaster } from 'sonner'
import { useIsMobile } from '../lib/use-media-query'

/** UI.md: top-right on desktop, top-center on phones, at most 3 visible, about 4 s each. */
export function AppToaster() {
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
