import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { agendaMessages as m } from '../../../../shared/agenda/agenda.messages'
import type { AgendamentoResult, AgendamentoView, AgendaView } from '../../../../shared/agenda/agenda.schemas'
import { duracaoLegivel, horaValida } from '../../../../shared/agenda/regras'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { ClienteCombobox } from '../../cadastros/clientes/cliente-combobox'
import { VeiculoCombobox } from '../../cadastros/veiculos/veiculo-combobox'
import { agendaKeys } from '../api/agenda-keys'
import { alterarAgendamento } from '../api/alterar-agendamento'
import { criarAgendamento } from '../api/criar-agendamento'

const NENHUM = 'nenhum'
const DURACOES = [15, 30, 45, 60, 90, 120, 180, 240, 300, 480]

const ref = z.object({ id: z.string(), nome_razao: z.string(), doc: z.string().optional() })
const veiculoRef = z.object({ id: z.string(), placa: z.string(), marca: z.string(), modelo: z.string() })

// The fields as the form holds them; the server's schema checks the same again.
const formSchema = z.object({
  cliente: ref.nullable().refine((v) => v !== null, m.selecioneCliente),
  veiculo: veiculoRef.nullable(),
  data: z.iso.date({ error: m.dataInvalida }),
  hora: z.string().refine(horaValida, m.horaInvalida),
  duracao_min: z.number().int().min(5, m.duracaoInvalida).max(1440, m.duracaoInvalida),
  tecnico_id: z.string(),
  box: z.string(),
  motivo: z.string().trim().min(1, m.informeMotivo).max(200, m.motivoLongo),
  observacoes: z.string().max(2000, 'Máximo de 2000 caracteres'),
})
type FormValues = z.input<typeof formSchema>
const ordem = ['cliente', 'data', 'hora', 'duracao_min', 'motivo', 'observacoes'] as const

export type Prefill = {
  cliente?: z.infer<typeof ref> | null
  veiculo?: z.infer<typeof veiculoRef> | null
  motivo?: string
  data?: string
  hora?: string
}

/** The server's warnings after a save: overlaps and capacity, never a refusal. */
export function mostrarAvisos(res: AgendamentoResult) {
  for (const aviso of res.avisos) toast.warning('Atenção', { description: aviso, duration: 10_000 })
}

/** 'Novo agendamento' / 'Editar agendamento': customer (or a new one), vehicle, when, who, why. */
export function AgendamentoFormDialog({
  agendamento,
  prefill,
  view,
  onClose,
}: {
  agendamento: AgendamentoView | null
  prefill?: Prefill
  view: AgendaView | undefined
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const form = useForm<FormValues>({
    ...validarAoSalvar,
    resolver: zodResolver(formSchema),
    defaultValues: agendamento
      ? {
          cliente: { id: agendamento.cliente.id, nome_razao: agendamento.cliente.nome },
          veiculo: agendamento.veiculo,
          data: agendamento.data,
          hora: agendamento.hora,
          duracao_min: agendamento.duracao_min,
          tecnico_id: agendamento.tecnico?.id ?? NENHUM,
          box: agendamento.box ?? NENHUM,
          motivo: agendamento.motivo,
          observacoes: agendamento.observacoes ?? '',
        }
      : {
          cliente: prefill?.cliente ?? null,
          veiculo: prefill?.veiculo ?? null,
          data: prefill?.data ?? view?.hoje ?? '',
          hora: prefill?.hora ?? '09:00',
          duracao_min: 60,
          tecnico_id: NENHUM,
          box: NENHUM,
          motivo: prefill?.motivo ?? '',
          observacoes: '',
        },
  })
  const { errors } = form.formState
  const cliente = form.watch('cliente')

  const salvar = useMutation({
    mutationFn: (v: z.output<typeof formSchema>) => {
      const body = {
        cliente_id: v.cliente!.id,
        veiculo_id: v.veiculo?.id ?? null,
        tecnico_id: v.tecnico_id === NENHUM ? null : v.tecnico_id,
        box: v.box === NENHUM ? null : v.box,
        data: v.data,
        hora: v.hora,
        duracao_min: v.duracao_min,
        motivo: v.motivo,
        observacoes: v.observacoes || null,
      }
      return agendamento
        ? alterarAgendamento(agendamento.id, { ...body, versao: agendamento.versao })
        : criarAgendamento(body)
    },
    onSuccess: (res) => {
      toast.success('Sucesso', { description: agendamento ? 'Agendamento atualizado' : 'Agendamento criado' })
      mostrarAvisos(res)
      void queryClient.invalidateQueries({ queryKey: agendaKeys.all })
      onClose()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [campo, mensagem] of Object.entries(error.fields)) {
          const nome = campo === 'cliente_id' ? 'cliente' : campo === 'veiculo_id' ? 'veiculo' : campo
          form.setError(nome as keyof FormValues, { message: mensagem })
        }
      }
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível salvar o agendamento') })
    },
  })

  const onSubmit = form.handleSubmit(
    (v) => salvar.mutate(v as z.output<typeof formSchema>),
    (e) => toastInvalid(e, ordem),
  )
  const duracao = form.watch('duracao_min')
  const duracoes = DURACOES.includes(duracao) ? DURACOES : [...DURACOES, duracao].sort((a, b) => a - b)
  const tecnicos = view?.tecnicos ?? []
  const boxes = view?.boxes ?? []

  return (
    <FormDialog
      title={agendamento ? 'Editar agendamento' : 'Novo agendamento'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={salvar.isPending}
      wide
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="cliente"
          render={({ field }) => (
            <FormField label="Cliente" required error={errors.cliente?.message}>
              <ClienteCombobox
                criarNovo
                value={field.value ?? null}
                onChange={(next) => {
                  if (next?.id !== field.value?.id) form.setValue('veiculo', null)
                  field.onChange(next)
                  if (next) form.clearErrors('cliente')
                }}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="veiculo"
          render={({ field }) => (
            <FormField label="Veículo" error={errors.veiculo?.message}>
              <VeiculoCombobox
                clienteId={cliente?.id ?? null}
                value={field.value ?? null}
                onChange={(v) =>
                  field.onChange(v ? { id: v.id, placa: v.placa, marca: v.marca, modelo: v.modelo } : null)
                }
                onBlur={field.onBlur}
                disabled={!cliente}
                placeholder={cliente ? 'Selecione o veículo' : 'Selecione o cliente primeiro'}
              />
            </FormField>
          )}
        />
      </div>
      <div className="grid items-start gap-4 grid-cols-2 sm:grid-cols-3">
        <FormField label="Data" required error={errors.data?.message}>
          <Input type="date" {...form.register('data')} />
        </FormField>
        <FormField label="Horário" required error={errors.hora?.message}>
          <Input type="time" step={300} {...form.register('hora')} />
        </FormField>
        <Controller
          control={form.control}
          name="duracao_min"
          render={({ field }) => (
            <FormField label="Duração" required error={errors.duracao_min?.message}>
              <OptionSelect
                value={String(field.value)}
                onValueChange={(v) => field.onChange(Number(v))}
                onBlur={field.onBlur}
                options={duracoes.map((d) => ({ value: String(d), label: duracaoLegivel(d) }))}
              />
            </FormField>
          )}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="tecnico_id"
          render={({ field }) => (
            <FormField label="Técnico" error={errors.tecnico_id?.message}>
              <OptionSelect
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={[
                  { value: NENHUM, label: 'Sem técnico' },
                  ...tecnicos.map((t) => ({ value: t.id, label: t.nome })),
                ]}
              />
            </FormField>
          )}
        />
        {boxes.length > 0 && (
          <Controller
            control={form.control}
            name="box"
            render={({ field }) => (
              <FormField label="Box" error={errors.box?.message}>
                <OptionSelect
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={[
                    { value: NENHUM, label: 'Sem box' },
                    ...boxes.map((b) => ({ value: b, label: b })),
                  ]}
                />
              </FormField>
            )}
          />
        )}
      </div>
      <FormField label="Motivo" required error={errors.motivo?.message}>
        <Input placeholder="Ex.: Revisão dos 20 mil km" maxLength={200} {...form.register('motivo')} />
      </FormField>
      <FormField label="Observações" error={errors.observacoes?.message}>
        <Textarea rows={3} {...form.register('observacoes')} />
      </FormField>
    </FormDialog>
  )
}
