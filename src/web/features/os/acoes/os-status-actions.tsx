import { Ellipsis } from 'lucide-react'
import { useState } from 'react'
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
import { useCurrentMe } from '../../auth/current-me'
import { CancelarOsDialog } from './cancelar-os-dialog'
import { ConcluirOsDialog } from './concluir-os-dialog'
import { semBloqueadasPorFaturamento } from './os-faturamento-action-list'
import { type OsStatusAction, osStatusActions } from './os-status-action-list'
import { RevisarOrcamentoDialog } from './revisar-orcamento-dialog'
import { useOsTransition } from './use-os-transition'

/**
 * One button per status the OS may move to (DESIGN §5), for this user's permissions. `only` narrows the
 * set (and is the only way to show 'Enviar Orçamento'). `layout="bar"` is the phone bottom bar: the
 * primary move as a wide button and the others under 'Mais ações'.
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
  const me = useCurrentMe()
  const { transition, pending, pendingTo } = useOsTransition(os.id)
  const [dialog, setDialog] = useState<OsStatusAction['dialog']>(null)
  const actions = semBloqueadasPorFaturamento(osStatusActions(os.status, me, only), os)
  if (actions.length === 0) return null

  const run = (action: OsStatusAction) => {
    if (pending) return
    if (action.dialog) setDialog(action.dialog)
    else void transition(action.to)
  }

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

  const dialogs = (
    <>
      <CancelarOsDialog
        os={os}
        open={dialog === 'cancelar'}
        onOpenChange={(open) => setDialog(open ? 'cancelar' : null)}
        pending={pending}
        onConfirm={(motivo) => transition('cancelado', motivo)}
      />
      <RevisarOrcamentoDialog
        os={os}
        open={dialog === 'revisar'}
        onOpenChange={(open) => setDialog(open ? 'revisar' : null)}
        pending={pending}
        onConfirm={() => transition('rascunho')}
      />
      <ConcluirOsDialog
        os={os}
        open={dialog === 'concluir'}
        onOpenChange={(open) => setDialog(open ? 'concluir' : null)}
        pending={pending}
        onConfirm={() => transition('concluido')}
      />
    </>
  )

  if (layout === 'bar') {
    const main = actions.length <= 2 ? actions : actions.filter((a) => a.primary).slice(0, 1)
    const rest = actions.filter((a) => !main.includes(a))
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {main.map((action) => button(action, 'h-11 min-w-0 flex-1'))}
        {rest.length > 0 && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                size="icon"
                className={cn('size-11', main.length === 0 && 'w-auto flex-1 px-4')}
                aria-label="Mais ações"
                disabled={pending}
              >
                <Ellipsis aria-hidden="true" />
                {main.length === 0 && 'Ações'}
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
