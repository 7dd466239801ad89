import { type FormEvent, useState } from 'react'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import type { FaturarInput } from '../../../../shared/financeiro/financeiro.schemas'
import {
  type FormaPagamento,
  formaPagamentoLabels,
  formasPagamento,
} from '../../../../shared/financeiro/formas-pagamento'
import { todayInTimeZone } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import type { OsView } from '../../../../shared/os/os.schemas'
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
import { useCurrentMe } from '../../../lib/current-me'
import { useFaturarOs } from '../api/faturar-os'
import { type FaturarCampo, previewFaturamento, vencimentoPadrao } from './faturar-plano'
import { FaturarPreview } from './faturar-preview'

const formaOptions = formasPagamento.map((value) => ({ value, label: formaPagamentoLabels[value] }))
const parcelasOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}x` }))

/**
 * 'Faturar' (DESIGN §6): method, deposit already received, 1–12 instalments and the first due date, with
 * the titles previewed live by the same rule the server applies. One request; the dialog closes on success.
 */
export function FaturarDialog({ os, onClose }: { os: OsView; onClose: () => void }) {
  const me = useCurrentMe()
  const hoje = todayInTimeZone(me.empresa.fuso_horario)
  const [forma, setForma] = useState<FormaPagamento>(os.forma_pagamento_preferida ?? 'pix')
  const [sinal, setSinal] = useState<number | null>(null)
  const [parcelas, setParcelas] = useState(1)
  const [vencimento, setVencimento] = useState(() => vencimentoPadrao(hoje))
  const mutation = useFaturarOs(os.id)
  const saving = mutation.isPending

  const preview = previewFaturamento({
    total: os.total_geral,
    sinal,
    parcelas,
    vencimentoInicial: vencimento,
    hoje,
  })
  // The server refuses an OS without a client; say so before the person fills anything.
  const pronto = os.cliente !== null
  // Every field starts valid, so an error appears only after a change, right where the preview was.
  const erro = (campo: FaturarCampo) => (!preview.ok && preview.campo === campo ? preview.erro : undefined)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving || !pronto || !preview.ok) return
    const input: FaturarInput = { forma, sinal: sinal ?? 0, parcelas, vencimento_inicial: vencimento }
    try {
      await mutation.mutateAsync(input)
      onClose()
    } catch {
      // The hook's toast says why; the dialog stays open.
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-w-xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Faturar {os.numero_os}</DialogTitle>
          <DialogDescription>
            {os.cliente?.nome_razao ?? 'Sem cliente'} · Total {formatCurrency(os.total_geral)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label="Faturar OS" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Forma de pagamento" required>
              <OptionSelect
                value={forma}
                onValueChange={(v) => setForma(v as FormaPagamento)}
                options={formaOptions}
              />
            </FormField>
            <FormField label="Sinal recebido" error={erro('sinal')} hint="Entra como título já pago">
              <MoneyInput value={sinal} onValueChange={setSinal} />
            </FormField>
            <FormField label="Parcelas" required error={erro('parcelas')}>
              <OptionSelect
                value={String(parcelas)}
                onValueChange={(v) => setParcelas(Number(v))}
                options={parcelasOptions}
              />
            </FormField>
            <FormField label="Primeiro vencimento" required error={erro('vencimento_inicial')}>
              <Input type="date" value={vencimento} onChange={(e) => setVencimento(e.target.value)} />
            </FormField>
          </div>
          {!pronto && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {m.semCliente}
            </p>
          )}
          {preview.ok ? (
            <FaturarPreview plano={preview.plano} total={os.total_geral} />
          ) : (
            erro('total') && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {erro('total')}
              </p>
            )
          )}
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" className="h-11 md:h-10" disabled={saving}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" className="h-11 md:h-10" disabled={saving || !pronto || !preview.ok}>
              {saving && <Spinner label="" />}
              Confirmar Faturamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
