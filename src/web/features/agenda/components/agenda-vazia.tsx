import { CalendarX2 } from 'lucide-react'
import { agendaMessages as m } from '../../../../shared/agenda/agenda.messages'

export function AgendaVazia({ texto = m.nenhum }: { texto?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-surface p-8 text-center text-sm text-muted-foreground">
      <CalendarX2 className="size-6" aria-hidden="true" />
      {texto}
    </div>
  )
}
