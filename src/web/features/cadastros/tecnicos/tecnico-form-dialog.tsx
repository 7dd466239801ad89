import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { createTecnicoInput, type TecnicoView } from '../../../../shared/cadastros/tecnicos.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { MaskedInput } from '../../../components/ui/masked-input'
import { maskDocumento, maskTelefone } from '../../../lib/masks'
import { RegisterFormDialog } from '../components/register-form-dialog'
import { SwitchField } from '../components/switch-field'
import { toastInvalid } from '../lib/form-toasts'
import { useRegisterSave } from '../lib/use-register-actions'
import { type TecnicoInput, tecnicosResource } from './api/tecnicos'

type TecnicoFormValues = z.input<typeof createTecnicoInput>

const fieldOrder = ['nome', 'documento', 'celular', 'email'] as const

/** 'Novo Técnico' / 'Editar Técnico' (SPEC §2): name, optional CPF/CNPJ, mobile, email, active. */
export function TecnicoFormDialog({
  tecnico,
  onClose,
}: {
  tecnico: TecnicoView | null
  onClose: () => void
}) {
  const form = useForm<TecnicoFormValues, unknown, TecnicoInput>({
    resolver: zodResolver(createTecnicoInput),
    mode: 'onTouched',
    defaultValues: {
      nome: tecnico?.nome ?? '',
      documento: maskDocumento(tecnico?.documento ?? ''),
      celular: maskTelefone(tecnico?.celular ?? ''),
      email: tecnico?.email ?? '',
      ativo: tecnico?.ativo ?? true,
    },
  })
  const { save, saving } = useRegisterSave<TecnicoView, TecnicoInput, TecnicoFormValues>(tecnicosResource)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(
    async (values) => {
      if (await save(tecnico?.id ?? null, values, form.setError)) onClose()
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  return (
    <RegisterFormDialog
      title={tecnico ? 'Editar Técnico' : 'Novo Técnico'}
      onClose={onClose}
      onSubmit={submit}
      saving={isSubmitting || saving}
    >
      <FormField label="Nome" required error={errors.nome?.message}>
        <Input autoComplete="name" {...form.register('nome')} />
      </FormField>
      <Controller
        control={form.control}
        name="documento"
        render={({ field }) => (
          <FormField label="CPF/CNPJ" error={errors.documento?.message}>
            <MaskedInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              mask={maskDocumento}
              autoCapitalize="characters"
            />
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="celular"
          render={({ field }) => (
            <FormField label="Celular" error={errors.celular?.message}>
              <MaskedInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                mask={maskTelefone}
                type="tel"
                inputMode="tel"
                placeholder="(00) 00000-0000"
              />
            </FormField>
          )}
        />
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="ativo"
        render={({ field }) => (
          <SwitchField
            label="Técnico ativo"
            hint="Só técnicos ativos aparecem nas ordens de serviço."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </RegisterFormDialog>
  )
}
