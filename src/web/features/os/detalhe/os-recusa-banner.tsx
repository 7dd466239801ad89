import { Ban, CircleX, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { formatDateOrDash } from '../../../../shared/formatos/data'
import type { OsView } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { Button } from '../../../components/ui/button'
import { useCurrentMe } from '../../../lib/current-me'
import { CancelarOsDialog } from '../acoes/cancelar-os-dialog'
import { RevisarOrcamentoDialog } from '../acoes/revisar-orcamento-dialog'
import { useOsTransition } from '../acoes/use-os-transition'

/**
 * The customer's refusal at the top of the OS, while it is still the latest word on the quote: waiting
 * for the shop (with its natural next moves: a new version or cancelling) or being revised.
 */
export function OsRecusaBanner({ os }: { os: OsView }) {
  const me = useCurrentMe()
  const { transition, pending } = useOsTransition(os.id)
  const [dialog, setDialog] = useState<'revisar' | 'cancelar' | null>(null)
  const { recusa } = os
  if (!recusa || (os.status !== 'orcamento_enviado' && os.status !== 'rascunho')) return null
  const aguardando = os.status === 'orcamento_enviado'
  const podeRevisar = aguardando && can(me, 'os', 'edit')
  const podeCancelar = aguardando && can(me, 'os', 'delete')

  return (
    <div
      role="note"
      aria-label="Orçamento recusado"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-start print:hidden"
    >
      <CircleX className="mt-0.5 hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words" data-testid="recusa-texto">
          Orçamento recusado pelo cliente em {formatDateOrDash(recusa.em, me.empresa.fuso_horario)}
          {recusa.motivo ? `: ${recusa.motivo}` : ' (sem motivo informado)'}
        </p>
        <p className="mt-0.5 text-red-800">
          {recusa.nome
            ? `Respondido por ${recusa.nome} na página do orçamento, versão ${recusa.versao}.`
            : null}
          {aguardando
            ? ' Revise o orçamento e envie uma nova versão, ou cancele a OS.'
            : ' Envie a nova versão quando a revisão estiver pronta.'}
        </p>
      </div>
      {(podeRevisar || podeCancelar) && (
        <div className="flex flex-wrap gap-2">
          {podeRevisar && (
            <Button variant="outline" className="h-11 bg-surface md:h-9" onClick={() => setDialog('revisar')}>
              <RotateCcw aria-hidden="true" />
              Revisar orçamento
            </Button>
          )}
          {podeCancelar && (
            <Button
              variant="outline"
              className="h-11 bg-surface text-destructive hover:bg-red-100 md:h-9"
              onClick={() => setDialog('cancelar')}
            >
              <Ban aria-hidden="true" />
              Cancelar OS
            </Button>
          )}
        </div>
      )}
      <RevisarOrcamentoDialog
        os={os}
        open={dialog === 'revisar'}
        onOpenChange={(open) => setDialog(open ? 'revisar' : null)}
        pending={pending}
        onConfirm={() => transition('rascunho')}
      />
      <CancelarOsDialog
        os={os}
        open={dialog === 'cancelar'}
        onOpenChange={(open) => setDialog(open ? 'cancelar' : null)}
        pending={pending}
        onConfirm={(motivo) => transition('cancelado', motivo)}
      />
    </div>
  )
}
