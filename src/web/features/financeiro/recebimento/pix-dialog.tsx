import { Copy, QrCode } from 'lucide-react'
import { useId, useRef } from 'react'
import { toast } from 'sonner'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Label } from '../../../components/ui/label'
import { Skeleton } from '../../../components/ui/skeleton'
import { Textarea } from '../../../components/ui/textarea'
import { copiarTexto } from '../../../lib/copiar'
import { usePixQrCode } from '../../../lib/pix-qr-code'
import { TituloCobrancaBadge } from './titulo-cobranca-badge'

/**
 * The title's PIX: the QR code to scan and the 'copia e cola' code with a copy button. It is the bank's
 * charge once registered (issue 24), else the static code, with a badge saying which.
 */
export function PixDialog({
  titulo,
  pix,
  onClose,
}: {
  titulo: TituloView
  pix: NonNullable<TituloView['pix']>
  onClose: () => void
}) {
  const qr = usePixQrCode(pix.copia_e_cola)
  const campoId = useId()
  const campo = useRef<HTMLTextAreaElement>(null)

  const onCopiar = async () => {
    if (await copiarTexto(pix.copia_e_cola, campo.current)) toast.success(m.pixCopiado)
    else toast.error('Erro', { description: 'Não foi possível copiar. Selecione o código e copie.' })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>PIX da parcela {titulo.parcela}</DialogTitle>
          <DialogDescription>
            {titulo.numero_os} · {titulo.cliente_nome} · {formatCurrency(titulo.saldo)}
          </DialogDescription>
          <TituloCobrancaBadge titulo={titulo} className="w-fit" />
        </DialogHeader>
        <div className="flex justify-center">
          {qr.data ? (
            <img
              src={qr.data}
              alt={`QR Code PIX de ${formatCurrency(titulo.saldo)}`}
              className="size-56 rounded-md border border-border bg-white"
              data-testid="pix-qrcode"
            />
          ) : qr.isError ? (
            <div className="flex size-56 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              <QrCode className="size-8" aria-hidden="true" />
              Não foi possível gerar o QR Code. Use o código abaixo.
            </div>
          ) : (
            <Skeleton className="size-56" />
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={campoId}>PIX copia e cola</Label>
          <Textarea
            id={campoId}
            ref={campo}
            readOnly
            rows={4}
            value={pix.copia_e_cola}
            className="resize-none font-mono text-xs break-all"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        <Button className="h-11 md:h-10" onClick={() => void onCopiar()}>
          <Copy aria-hidden="true" />
          Copiar código
        </Button>
      </DialogContent>
    </Dialog>
  )
}
