import { ReceiptText, Undo2 } from 'lucide-react'
import { useState } from 'react'
import type { OsView } from '../../../../shared/os/os.schemas'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { useCurrentMe } from '../../../lib/current-me'
import { useEstornarFaturamento } from '../../financeiro/api/faturar-os'
import { FaturarDialog } from '../../financeiro/faturamento/faturar-dialog'
import { faturamentoAcoes } from './os-faturamento-action-list'

/** 'Faturar' with its dialog, when this user may invoice this OS now. */
export function OsFaturarButton({ os, className }: { os: OsView; className?: string }) {
  const me = useCurrentMe()
  const [aberto, setAberto] = useState(false)
  if (!faturamentoAcoes(os, me).faturar) return null
  return (
    <>
      <Button className={cn('h-11 md:h-10', className)} onClick={() => setAberto(true)}>
        <ReceiptText aria-hidden="true" />
        Faturar
      </Button>
      {aberto && <FaturarDialog os={os} onClose={() => setAberto(false)} />}
    </>
  )
}

/** 'Estornar faturamento' after a confirmation that names the titles being cancelled. */
export function OsEstornarButton({ os }: { os: OsView }) {
  const me = useCurrentMe()
  const [aberto, setAberto] = useState(false)
  const mutation = useEstornarFaturamento(os.id)
  if (!faturamentoAcoes(os, me).estornar) return null
  // Unknown to a reader without Contas a Receber view: the confirmation then names no count.
  const abertos = os.titulos?.filter((t) => t.situacao !== 'cancelado').length
  const confirmar = async () => {
    if (mutation.isPending) return
    try {
      await mutation.mutateAsync(undefined)
      setAberto(false)
    } catch {
      // The hook's toast says why (a receipt already exists, say).
    }
  }
  return (
    <>
      <Button
        variant="outline"
        className="h-11 text-destructive hover:bg-red-50 md:h-9"
        onClick={() => setAberto(true)}
      >
        <Undo2 aria-hidden="true" />
        Estornar faturamento
      </Button>
      <ConfirmDialog
        open={aberto}
        onOpenChange={setAberto}
        pending={mutation.isPending}
        title={`Estornar o faturamento da ${os.numero_os}?`}
        description={`${abertos === undefined ? 'Os títulos desta OS serão cancelados' : abertos === 1 ? 'O título desta OS será cancelado' : `Os ${abertos} títulos desta OS serão cancelados`} e a OS poderá ser revisada ou cancelada. Só é possível enquanto nenhum recebimento foi registrado.`}
        cancelLabel="Voltar"
        confirmLabel="Estornar faturamento"
        destructive
        buttonClassName="h-11 md:h-10"
        onConfirm={() => void confirmar()}
      />
    </>
  )
}
