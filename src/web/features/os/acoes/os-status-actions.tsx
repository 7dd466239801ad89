import { Ellipsis } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { faltaParaEnviarOrcamento } from '../../../../shared/os/enviar-orcamento'
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
import { useCurrentMe } from '../../../lib/current-me'
import { CancelarOsDialog } from './cancelar-os-dialog'
import { ConcluirOsDialog } from './concluir-os-dialog'
import { ConfirmarTransicaoDialog } from './confirmar-transicao-dialog'
import { semBloqueadasPorFaturamento } from './os-faturamento-action-list'
import {
  barraDoCelular,
  comRecusaDoCliente,
  type OsStatusAction,
  osStatusActions,
} from './os-status-action-list'
import { RevisarOrcamentoDialog } from './revisar-orcamento-dialog'
import { useOsTransition } from './use-os-transition'

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
  const me = useCurrentMe()
  const navigate = useNavigate()
  const { transition, pending, pendingTo } = useOsTransition(os.id)
  const [dialog, setDialog] = useState<'cancelar' | 'revisar' | 'concluir' | null>(null)
  const [confirmando, setConfirmando] = useState<OsStatusAction | null>(null)
  const actions = comRecusaDoCliente(
    semBloqueadasPorFaturamento(osStatusActions(os.status, me, only), os),
    os,
  )
  if (actions.length === 0) return null

  const run = (action: OsStatusAction) => {
    if (pending) return
    const falta =
      action.to === 'orcamento_enviado' &&
      faltaParaEnviarOrcamento({ temCliente: os.cliente !== null, itens: os.itens.length })
    if (falta) {
      // The spec's checks before sending; what is missing is filled in the form.
      toast.error('Erro', {
        description: falta.mensagem,
        action: { label: 'Editar OS', onClick: () => navigate(`/os/${os.id}/editar`) },
      })
      return
    }
    if (action.dialog === 'cancelar' || action.dialog === 'revisar' || action.dialog === 'concluir') {
      setDialog(action.dialog)
    } else if (action.dialog) setConfirmando(action)
    else void transition(action.to, undefined, { desfazer: action.desfazer })
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
      <ConfirmarTransicaoDialog
        os={os}
        to={confirmando?.to ?? null}
        timeZone={me.empresa.fuso_horario}
        onOpenChange={(open) => !open && setConfirmando(null)}
        pending={pending}
        onConfirm={async () =>
          confirmando !== null &&
          transition(confirmando.to, undefined, {
            confirmarRecusa: confirmando.dialog === 'aprovar_recusado',
          })
        }
      />
    </>
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
