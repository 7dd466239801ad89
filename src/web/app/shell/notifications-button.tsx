import { Bell, BellOff } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover'

/** The bell. Computed notifications arrive in a later issue; until then it honestly says there are none. */
export function NotificationsButton() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notificações">
          <Bell className="!size-5" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notificações">
        <h2 className="text-sm font-semibold">Notificações</h2>
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
          <BellOff className="size-6" aria-hidden="true" />
          Nenhuma notificação
        </div>
      </PopoverContent>
    </Popover>
  )
}
