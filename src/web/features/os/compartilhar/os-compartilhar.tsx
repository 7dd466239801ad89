import { Mail, MessageCircle } from 'lucide-react'
import { useState } from 'react'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import { type CanalCompartilhar, OsCompartilharDialog } from './os-compartilhar-dialog'

/** 'Enviar por WhatsApp' and 'Enviar por email' on the OS detail page (issue 9 item 2). */
export function OsCompartilhar({ os }: { os: OsView }) {
  const [canal, setCanal] = useState<CanalCompartilhar | null>(null)
  return (
    <>
      <Button variant="outline" className="h-11 md:h-10" onClick={() => setCanal('whatsapp')}>
        <MessageCircle aria-hidden="true" />
        Enviar por WhatsApp
      </Button>
      <Button variant="outline" className="h-11 md:h-10" onClick={() => setCanal('email')}>
        <Mail aria-hidden="true" />
        Enviar por email
      </Button>
      {/* Mounted per opening, so each one starts from the current template. */}
      {canal && <OsCompartilharDialog os={os} canal={canal} onClose={() => setCanal(null)} />}
    </>
  )
}
