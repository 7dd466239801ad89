import { MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'

/** 'Mensagens do dia' for the agenda's header: tomorrow's reminders, one WhatsApp tap each. */
export function LinkMensagensDoDia() {
  return (
    <Button variant="outline" asChild className="h-11 md:h-10">
      <Link to="/agenda/mensagens">
        <MessageCircle aria-hidden="true" />
        Mensagens do dia
      </Link>
    </Button>
  )
}
