import { Link2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import type { PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatDateTime } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { ClienteCombobox, type ClienteRef } from '../../cadastros/clientes/cliente-combobox'
import { useVincularPixRecebido } from '../api/vincular-pix-recebido'
import { TitulosAbertosPicker } from './titulos-abertos-picker'

/**
 * 'Vincular a um título': an unidentified PIX is attached to an open title of the shop's choosing (search
 * by client); the server registers the receipt and the title's balance drops.
 */
export function VincularPixDialog({
  recebido,
  fuso,
  onClose,
}: {
  recebido: PixRecebidoView
  fuso: string
  onClose: () => void
}) {
  const [cliente, setCliente] = useState<ClienteRef | null>(null)
  const [titulo, setTitulo] = useState<TituloView | null>(null)
  const vincular = useVincularPixRecebido()

  const confirmar = async () => {
    if (!titulo) return
    try {
      await vincular.mutateAsync({ recebidoId: recebido.id, tituloId: titulo.id })
      toast.success('Sucesso', {
        description: `PIX vinculado à ${titulo.numero_os}, parcela ${titulo.parcela}: recebimento registrado`,
      })
      onClose()
    } catch (error) {
      toast.error('Erro ao vincular o PIX', {
        description: errorMessage(error, 'Tente novamente mais tarde'),
      })
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !vincular.isPending && onClose()}>
      <DialogContent className="max-w-xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Vincular a um título</DialogTitle>
          <DialogDescription>
            PIX de {formatCurrency(recebido.valor)}
            {recebido.pagador_nome ? ` de ${recebido.pagador_nome}` : ''} em{' '}
            {formatDateTime(recebido.horario, fuso)}. O recebimento será registrado no título escolhido.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Cliente">
          <ClienteCombobox
            placeholder="Todos os clientes"
            value={cliente}
            onChange={(c) => {
              setCliente(c)
              setTitulo(null)
            }}
          />
        </FormField>
        <TitulosAbertosPicker
          clienteId={cliente?.id}
          valor={recebido.valor}
          value={titulo?.id ?? null}
          onChange={setTitulo}
        />
        <DialogFooter className="pt-2">
          <DialogClose asChild>
            <Button variant="outline" className="h-11 md:h-10" disabled={vincular.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button
            className="h-11 md:h-10"
            disabled={!titulo || vincular.isPending}
            onClick={() => void confirmar()}
          >
            {vincular.isPending ? <Spinner label="" /> : <Link2 aria-hidden="true" />}
            Vincular
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
