import { createPortal } from 'react-dom'
import { Toaster } from 'sonner'
import { useModalAberto } from '../components/ui/modal-aberto'
import { useIsMobile } from '../lib/use-media-query'

/**
 * Toasts sit where no primary button is (decision 031): bottom-left on desktop (page actions are
 * at the top right, form and dialog buttons on the right, the menu on the right); on a phone, above the
 * bottom menu and the fixed action bars (OS status bar, bulk bar), or at the top while a dialog is open,
 * whose own buttons are at its bottom. At most 3 visible, about 4 s each (UI.md). Straight in <body>: it
 * may mount while a dialog is open (toasts.ts), and a modal dialog hides from screen readers what was
 * already on the page except live regions; a new child of <body> stays announced.
 */
export function AppToaster() {
  const isMobile = useIsMobile()
  const modal = useModalAberto()
  // 8.5rem: the 4 rem bottom menu, a fixed action bar (≤ 4 rem) and a gap. Sonner applies its own phone
  // offsets below 600 px only, so the desktop offset carries the same height from 600 to 768 px.
  const acimaDasBarras = 'calc(8.5rem + env(safe-area-inset-bottom))'
  return createPortal(
    <Toaster
      position={!isMobile ? 'bottom-left' : modal ? 'top-center' : 'bottom-center'}
      offset={{ top: 16, bottom: isMobile ? acimaDasBarras : 24, left: 24 }}
      mobileOffset={{ top: 'calc(0.5rem + env(safe-area-inset-top))', bottom: acimaDasBarras }}
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      containerAriaLabel="Notificações do sistema"
    />,
    document.body,
  )
}
