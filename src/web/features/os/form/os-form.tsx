import { zodResolver } from '@hookform/resolvers/zod'
import { Lock } from 'lucide-react'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { osMessages as m } from '../../../../shared/os/os.messages'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import { can } from '../../../../shared/permissoes/permissoes'
import { useCurrentMe } from '../../../lib/current-me'
import { validarAoSalvar } from '../../../lib/form-validation'
import { OsStatusActions } from '../acoes/os-status-actions'
import { DadosGeraisCard } from './dados-gerais-card'
import { ItensCard } from './itens-card'
import { CondicoesOrcamentoCard, OrcamentoCard } from './orcamento-card'
import { OsFormHeader } from './os-form-header'
import { emptyOsForm, type OsFormValues, osFormSchema, osToForm } from './os-form-values'
import { AprovacaoCard, ConclusaoCard, ExecucaoCard } from './status-cards'
import { useOsFormSubmit } from './use-os-form-submit'

const execucao: OsStatus[] = ['aprovado', 'em_execucao', 'aguardando_peca']
const conclusao: OsStatus[] = ['em_execucao', 'concluido']

/**
 * The OS form (SPEC §2). Items and commercial fields change only in rascunho; the execution fields until
 * the OS is delivered or cancelled; the status cards follow the status (DESIGN §5, §8b).
 */
export function OsForm({ os }: { os: OsView | null }) {
  const me = useCurrentMe()
  const status = os?.status ?? 'rascunho'
  const resolver = useMemo(() => zodResolver(osFormSchema(status)), [status])
  const form = useForm<OsFormValues>({
    resolver,
    ...validarAoSalvar,
    defaultValues: os ? osToForm(os) : emptyOsForm(),
  })
  const { salvar, enviar, busy } = useOsFormSubmit(form, os)
  const rascunho = status === 'rascunho'
  const fechada = status === 'entregue' || status === 'cancelado'

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 pb-8">
      <OsFormHeader
        os={os}
        rascunho={rascunho}
        fechada={fechada}
        podeEnviar={can(me, 'os', 'edit')}
        busy={busy}
        onSalvar={salvar}
        onEnviar={enviar}
      />
      {!rascunho && (
        <div className="-mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="flex items-start gap-2">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {fechada ? m.osFechada : m.itensSoEmRascunho}
          </p>
          {os && !fechada && <OsStatusActions os={os} only={['rascunho']} />}
        </div>
      )}
      <DadosGeraisCard form={form} comercial={rascunho} execucao={!fechada} />
      <ItensCard form={form} editable={rascunho} />
      {rascunho ? <CondicoesOrcamentoCard form={form} /> : os && <OrcamentoCard os={os} form={form} />}
      {os && status === 'orcamento_enviado' && <AprovacaoCard os={os} />}
      {os && execucao.includes(status) && <ExecucaoCard os={os} form={form} editable={!fechada} />}
      {os && conclusao.includes(status) && <ConclusaoCard os={os} />}
    </div>
  )
}
