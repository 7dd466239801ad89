import { Ellipsis } from 'lucide-react'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { Button } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { Spinner } from '../../../components/ui/spinner'
import { cn } from '../../../lib/cn'
import { barraDoCelular, type OsStatusAction } from './os-status-action-list'
import { useOsAcoesDeStatus } from './use-os-acoes-de-status'

/**
 * One button per status the OS may move to (DESIGN §5), for this user's permissions. `only` narrows the
 * set. `layout="bar"` is the phone bottom bar: the natural next move as a wide button and the others
 * under 'Mais ações'.
 */
export function OsStatusActions({
  os,
  only,
  layout = 'inline',
  className,
}: {
  os: OsView
  only?: OsStatus[]
  layout?: 'inline' | 'bar'
  className?: string
}) {
  const { actions, run, pending, pendingTo, dialogs } = useOsAcoesDeStatus(os, { only })
  if (actions.length === 0) return null

  const button = (action: OsStatusAction, className: string) => (
    <ActionButton
      key={action.to}
      action={action}
      pending={pending}
      spinning={pendingTo === action.to}
      onClick={() => run(action)}
      className={className}
    />
  )

  if (layout === 'bar') {
    const { principal, menu: rest } = barraDoCelular(actions)
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {principal && button(principal, 'h-11 min-w-0 flex-1')}
        {rest.length > 0 && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                size="icon"
                className={cn('size-11', !principal && 'w-auto flex-1 px-4')}
                aria-label="Mais ações"
                disabled={pending}
              >
                <Ellipsis aria-hidden="true" />
                {!principal && 'Ações'}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" side="top">
              {rest.map((action) => {
                const Icon = action.icon
                return (
                  <DropdownMenuItem
                    key={action.to}
                    className="min-h-11"
                    variant={action.to === 'cancelado' ? 'destructive' : 'default'}
                    onSelect={() => run(action)}
                  >
                    <Icon aria-hidden="true" />
                    {action.label}
                  </DropdownMenuItem>
                )
              })}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        {dialogs}
      </div>
    )
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {actions.map((action) => button(action, 'h-11 md:h-10'))}
      {dialogs}
    </div>
  )
}

function ActionButton({
  action,
  pending,
  spinning,
  onClick,
  className,
}: {
  action: OsStatusAction
  pending: boolean
  spinning: boolean
  onClick: () => void
  className?: string
}) {
  const Icon = action.icon
  const cancel = action.to === 'cancelado'
  return (
    <Button
      variant={action.primary ? 'default' : 'outline'}
      className={cn(cancel && 'text-destructive hover:bg-red-50', className)}
      onClick={onClick}
      disabled={pending}
      aria-busy={spinning || undefined}
    >
      {spinning ? <Spinner label="" /> : <Icon aria-hidden="true" />}
      <span className="truncate">{action.label}</span>
    </Button>
  )
}
