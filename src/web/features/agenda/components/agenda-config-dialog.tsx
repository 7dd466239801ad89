import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { type AgendaConfig, agendaConfig } from '../../../../shared/agenda/agenda.schemas'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { agendaKeys } from '../api/agenda-keys'
import { salvarAgendaConfig } from '../api/salvar-agenda-config'

// The bays are typed one per line; the shared schema checks the list.
const formSchema = z
  .object({ abertura: z.string(), fechamento: z.string(), boxes: z.string() })
  .transform((v) => ({
    ...v,
    boxes: v.boxes
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
  }))
  .pipe(agendaConfig)
type FormValues = z.input<typeof formSchema>

/** 'Configurar agenda' (admins): the working day that sets every technician's capacity, and the bays. */
export function AgendaConfigDialog({ config, onClose }: { config: AgendaConfig; onClose: () => void }) {
  const queryClient = useQueryClient()
  const form = useForm<FormValues, unknown, AgendaConfig>({
    ...validarAoSalvar,
    resolver: zodResolver(formSchema),
    defaultValues: {
      abertura: config.abertura,
      fechamento: config.fechamento,
      boxes: config.boxes.join('\n'),
    },
  })
  const { errors } = form.formState
  const salvar = useMutation({
    mutationFn: salvarAgendaConfig,
    onSuccess: () => {
      toast.success('Sucesso', { description: 'Agenda configurada' })
      void queryClient.invalidateQueries({ queryKey: agendaKeys.all })
      onClose()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields)
        for (const [campo, mensagem] of Object.entries(error.fields))
          form.setError(campo.split('.')[0] as keyof FormValues, { message: mensagem })
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível salvar a configuração') })
    },
  })
  return (
    <FormDialog
      title="Configurar agenda"
      description="O horário de trabalho define a capacidade de cada técnico por dia."
      onClose={onClose}
      onSubmit={form.handleSubmit(
        (v) => salvar.mutate(v),
        (e) => toastInvalid(e, ['abertura', 'fechamento', 'boxes']),
      )}
      saving={salvar.isPending}
    >
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Abertura" required error={errors.abertura?.message}>
          <Input type="time" step={300} {...form.register('abertura')} />
        </FormField>
        <FormField label="Fechamento" required error={errors.fechamento?.message}>
          <Input type="time" step={300} {...form.register('fechamento')} />
        </FormField>
      </div>
      <FormField
        label="Boxes / elevadores"
        hint="Um por linha. Deixe vazio se não usa."
        error={errors.boxes?.message}
      >
        <Textarea rows={4} placeholder={'Box 1\nElevador 2'} {...form.register('boxes')} />
      </FormField>
    </FormDialog>
  )
}
