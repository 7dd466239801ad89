import { zodResolver } from '@hookform/resolvers/zod'
import { AlertTriangle, Undo2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { maximoDevolvivel } from '../../../../shared/cobranca-pix/devolucao'
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
import { MoneyInput } from '../../../components/ui/number-text-input'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useDevolverPix } from '../api/devolver-pix'
import {
  type DevolucaoFormInput,
  type DevolucaoFormOutput,
  devolucaoFormSchema,
  explicarDevolucao,
  valorSugerido,
} from '../lib/devolucao-pix'

/** Where the amount typed comes from, as it is typed: the part paid beyond, and a warning for a receipt's. */
function ExplicacaoDevolucao({ recebido, valor }: { recebido: PixRecebidoView; valor: number | null }) {
  const { volta, aviso } = explicarDevolucao(recebido, valor)
  return (
    <div aria-live="polite" className="grid gap-2 text-sm empty:hidden">
      {volta && <p data-testid="devolucao-volta">{volta}</p>}
      {aviso && (
        <p
          data-testid="devolucao-aviso"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-800"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {aviso}
        </p>
      )}
    </div>
  )
}

/**
 * 'Devolver PIX': part or all of a received PIX goes back to the payer through the bank. The amount
 * starts at what was paid beyond the balance; more than that comes out of the instalment's receipt.
 */
export function DevolverPixDialog({
  recebido,
  fuso,
  onClose,
}: {
  recebido: PixRecebidoView
  fuso: string
  onClose: () => void
}) {
  const maximo = maximoDevolvivel(recebido)
  const schema = useMemo(() => devolucaoFormSchema(maximo), [maximo])
  const form = useForm<DevolucaoFormInput, unknown, DevolucaoFormOutput>({
    resolver: zodResolver(schema),
    ...validarAoSalvar,
    defaultValues: { valor: valorSugerido(recebido) },
  })
  const valor = useWatch({ control: form.control, name: 'valor' }) as number | null
  const devolver = useDevolverPix()
  const [erro, setErro] = useState<string | null>(null)
  const saving = form.formState.isSubmitting || devolver.isPending

  const onSubmit = form.handleSubmit(async (input) => {
    setErro(null)
    try {
      await devolver.mutateAsync({ recebido, valor: input.valor })
      toast.success('Sucesso', { description: m.devolucaoSolicitada })
      onClose()
    } catch (error) {
      // The amount refused goes under the field; anything else (already refunded, the bank's refusal) above
      // the buttons, and the dialog stays open.
      const doCampo = error instanceof ApiError ? error.fields?.valor : undefined
      if (doCampo) form.setError('valor', { message: doCampo })
      else setErro(errorMessage(error, 'Não foi possível solicitar a devolução. Tente novamente.'))
    }
  })

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Devolver PIX</DialogTitle>
          <DialogDescription>
            PIX de {formatCurrency(recebido.valor)}
            {recebido.pagador_nome ? ` de ${recebido.pagador_nome}` : ''} em{' '}
            {formatDateTime(recebido.horario, fuso)}. O banco devolve o valor à conta de quem pagou.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label="Devolver PIX" className="grid gap-4">
          <Controller
            control={form.control}
            name="valor"
            render={({ field, fieldState }) => (
              <FormField
                label="Valor a devolver"
                required
                error={fieldState.error?.message}
                hint={`Máximo: ${formatCurrency(maximo)}`}
              >
                <MoneyInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={saving}
                />
              </FormField>
            )}
          />
          <ExplicacaoDevolucao recebido={recebido} valor={valor} />
          {erro && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {erro}
            </p>
          )}
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" className="h-11 md:h-10" disabled={saving}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" className="h-11 md:h-10" disabled={saving}>
              {saving ? <Spinner label="" /> : <Undo2 aria-hidden="true" />}
              Confirmar devolução
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
