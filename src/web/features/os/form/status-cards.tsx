import type { UseFormReturn } from 'react-hook-form'
import { formatDate } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { formaPagamentoLabels, type OsView } from '../../../../shared/os/os.schemas'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { OsFaturarButton } from '../acoes/os-faturamento-acoes'
import { OsStatusActions } from '../acoes/os-status-actions'
import { OsFotos } from '../fotos/os-fotos'
import type { OsFormValues } from './os-form-values'

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{value}</dd>
    </div>
  )
}

/** 'Aprovação' (orcamento_enviado): the quote awaiting the customer, and 'Aprovar OS'. */
export function AprovacaoCard({ os }: { os: OsView }) {
  const ultima = os.orcamentos.at(-1)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Aprovação</CardTitle>
        <CardDescription>O orçamento foi enviado e aguarda a aprovação do cliente.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Info label="Valor do orçamento" value={formatCurrency(ultima?.total_geral ?? os.total_geral)} />
          <Info label="Válido até" value={os.orcamento_validade ? formatDate(os.orcamento_validade) : '—'} />
          {ultima && <Info label="Versão" value={String(ultima.versao)} />}
        </dl>
        <OsStatusActions os={os} only={['aprovado']} />
      </CardContent>
    </Card>
  )
}

/** 'Execução' (aprovado, em_execucao, aguardando_peca): laudo, photos and the moves (km is in Dados Gerais). */
export function ExecucaoCard({
  os,
  form,
  editable,
}: {
  os: OsView
  form: UseFormReturn<OsFormValues>
  editable: boolean
}) {
  const { errors } = form.formState
  return (
    <Card>
      <CardHeader>
        <CardTitle>Execução</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label="Laudo técnico" error={errors.laudo?.message}>
          <Textarea rows={4} disabled={!editable} {...form.register('laudo')} />
        </FormField>
        <OsFotos os={os} editable={editable} />
        <OsStatusActions os={os} only={['em_execucao', 'aguardando_peca']} />
      </CardContent>
    </Card>
  )
}

/** 'Conclusão e Cobrança' (em_execucao, concluido): what will be charged; conclude, deliver, invoice. */
export function ConclusaoCard({ os }: { os: OsView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conclusão e Cobrança</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Info label="Total Geral" value={formatCurrency(os.total_geral)} />
          <Info
            label="Forma de pagamento"
            value={os.forma_pagamento_preferida ? formaPagamentoLabels[os.forma_pagamento_preferida] : '—'}
          />
          <Info label="Garantia" value={`${os.garantia_dias} dias`} />
          <Info label="Concluída em" value={os.data_conclusao ? formatDate(os.data_conclusao) : '—'} />
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <OsStatusActions os={os} only={['concluido', 'entregue']} />
          <OsFaturarButton os={os} />
        </div>
      </CardContent>
    </Card>
  )
}
