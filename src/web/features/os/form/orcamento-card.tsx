import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { formatDate, formatDateTime } from '../../../../shared/formatos/data'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { marcarOrcamentoEnviado } from '../api/os-api'
import type { OsFormValues } from './os-form-values'

/** Validity and quote notes: set in rascunho ('Condições do orçamento'), read-only once sent ('Orçamento'). */
function QuoteFields({ form, editable }: { form: UseFormReturn<OsFormValues>; editable: boolean }) {
  const { errors } = form.formState
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <FormField label="Validade do orçamento" error={errors.orcamento_validade?.message}>
        <Input type="date" disabled={!editable} {...form.register('orcamento_validade')} />
      </FormField>
      <FormField label="Observações do orçamento" error={errors.observacoes_orcamento?.message}>
        <Textarea rows={3} disabled={!editable} {...form.register('observacoes_orcamento')} />
      </FormField>
    </div>
  )
}

/** In rascunho: what the quote will say, before it is sent. */
export function CondicoesOrcamentoCard({ form }: { form: UseFormReturn<OsFormValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Condições do orçamento</CardTitle>
        <CardDescription>
          Validade e observações que acompanham o orçamento enviado ao cliente.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QuoteFields form={form} editable />
      </CardContent>
    </Card>
  )
}

/** 'Orçamento' (SPEC §2, any status but rascunho): the sent quote's terms and 'Marcar como Enviado'. */
export function OrcamentoCard({ os, form }: { os: OsView; form: UseFormReturn<OsFormValues> }) {
  const queryClient = useQueryClient()
  const timeZone = useCurrentMe().empresa.fuso_horario
  const marcar = useMutation({
    mutationFn: () => marcarOrcamentoEnviado(os.id),
    onSuccess: (saved) => {
      queryClient.setQueryData(osKeys.detail(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: osKeys.all })
      toast.success('Sucesso', { description: 'Orçamento marcado como enviado' })
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, 'Erro ao marcar o orçamento como enviado') })
    },
  })
  const ultima = os.orcamentos.at(-1)

  return (
    <Card>
      <CardHeader>
        <CardTitle>Orçamento</CardTitle>
        {ultima && (
          <CardDescription>
            Versão {ultima.versao} · {formatDate(ultima.enviado_em)}
            {ultima.enviado_por_nome ? ` por ${ultima.enviado_por_nome}` : ''}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QuoteFields form={form} editable={false} />
        <FormField label="Condições de pagamento">
          <Input value={os.condicoes_pagamento ?? ''} disabled readOnly />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-sm">
            <span className="text-muted-foreground">Enviado ao cliente em: </span>
            <span className="font-medium">
              {os.orcamento_enviado_em ? formatDateTime(os.orcamento_enviado_em, timeZone) : 'não marcado'}
            </span>
          </p>
          {os.status === 'orcamento_enviado' && (
            <Button
              type="button"
              variant="outline"
              onClick={() => !marcar.isPending && marcar.mutate()}
              disabled={marcar.isPending}
              className="h-11 sm:h-10"
            >
              {marcar.isPending ? <Spinner label="" /> : <Send aria-hidden="true" />}
              Marcar como Enviado
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
