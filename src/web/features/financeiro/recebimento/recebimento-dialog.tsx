import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { formaPagamentoLabels, formasPagamento } from '../../../../shared/financeiro/formas-pagamento'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatDate } from '../../../../shared/formatos/data'
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
import { Input } from '../../../components/ui/input'
import { MoneyInput } from '../../../components/ui/number-text-input'
import { OptionSelect } from '../../../components/ui/select'
import { Spinner } from '../../../components/ui/spinner'
import { Textarea } from '../../../components/ui/textarea'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useRegistrarRecebimento } from '../api/registrar-recebimento'
import {
  type RecebimentoFormInput,
  type RecebimentoFormOutput,
  recebimentoFormSchema,
} from './recebimento-form'

const formaOptions = formasPagamento.map((value) => ({ value, label: formaPagamentoLabels[value] }))

function Resumo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium tabular-nums">{children}</dd>
    </div>
  )
}

/**
 * 'Registrar Recebimento' (SPEC §2): what is being received, then date (the company's today), amount
 * (the balance), method (PIX) and notes. A partial amount leaves the title open with a smaller balance.
 */
export function RecebimentoDialog({
  titulo,
  hoje,
  onClose,
}: {
  titulo: TituloView
  /** The company's today (yyyy-MM-dd): the default date and the latest allowed. */
  hoje: string
  onClose: () => void
}) {
  const schema = useMemo(() => recebimentoFormSchema(titulo.saldo, hoje), [titulo.saldo, hoje])
  const form = useForm<RecebimentoFormInput, unknown, RecebimentoFormOutput>({
    resolver: zodResolver(schema),
    ...validarAoSalvar,
    defaultValues: { valor: titulo.saldo, meio: 'pix', data_pagamento: hoje, obs: '' },
  })
  const { errors } = form.formState
  const mutation = useRegistrarRecebimento()
  const saving = form.formState.isSubmitting || mutation.isPending

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await mutation.mutateAsync({ titulo, input })
        onClose()
      } catch {
        // The hook's toast already told why; the dialog stays open to correct and retry.
      }
    },
    (fieldErrors) => {
      const first = [fieldErrors.valor, fieldErrors.data_pagamento, fieldErrors.meio, fieldErrors.obs].find(
        (e) => e?.message,
      )
      if (first?.message) toast.error('Erro', { description: first.message })
    },
  )

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Registrar Recebimento</DialogTitle>
          <DialogDescription>
            Parcela {titulo.parcela} · vencimento {formatDate(titulo.vencimento)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-3">
          <Resumo label="OS">{titulo.numero_os}</Resumo>
          <Resumo label="Cliente">{titulo.cliente_nome}</Resumo>
          <Resumo label="Valor">{formatCurrency(titulo.valor)}</Resumo>
          <Resumo label="Saldo">
            <span data-testid="recebimento-saldo">{formatCurrency(titulo.saldo)}</span>
          </Resumo>
        </dl>
        <form noValidate onSubmit={onSubmit} aria-label="Registrar Recebimento" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Data do recebimento" required error={errors.data_pagamento?.message}>
              <Input type="date" max={hoje} {...form.register('data_pagamento')} />
            </FormField>
            <Controller
              control={form.control}
              name="valor"
              render={({ field }) => (
                <FormField label="Valor recebido" required error={errors.valor?.message}>
                  <MoneyInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="meio"
            render={({ field }) => (
              <FormField label="Forma de pagamento" required error={errors.meio?.message}>
                <OptionSelect
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={formaOptions}
                />
              </FormField>
            )}
          />
          <FormField label="Observações" error={errors.obs?.message}>
            <Textarea rows={2} maxLength={500} {...form.register('obs')} />
          </FormField>
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" className="h-11 md:h-10" disabled={saving}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" className="h-11 md:h-10" disabled={saving}>
              {saving && <Spinner label="" />}
              Confirmar Recebimento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
