import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type ClienteView, createClienteInput } from '../../../../shared/cadastros/clientes.schemas'
import {
  onlyDocumentChars,
  type TipoPessoa,
  tipoPessoaFromDocument,
} from '../../../../shared/documentos/documento'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { MaskedInput } from '../../../components/ui/masked-input'
import { Textarea } from '../../../components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { maskCep, maskCnpj, maskCpf, maskTelefone } from '../../../lib/masks'
import { RegisterFormDialog } from '../components/register-form-dialog'
import { toastInvalid } from '../lib/form-toasts'
import { useRegisterSave } from '../lib/use-register-actions'
import { type ClienteInput, clientesResource } from './api/clientes'
import { ClienteEnderecoFields } from './cliente-endereco-fields'

export type ClienteFormValues = z.input<typeof createClienteInput>

const fieldOrder = [
  'doc',
  'nome_razao',
  'email',
  'celular',
  'telefone',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'obs',
] as const

const maskDoc = (tipo: TipoPessoa, text: string) => (tipo === 'fisica' ? maskCpf(text) : maskCnpj(text))

function toFormValues(cliente: ClienteView | null): ClienteFormValues {
  // SPEC §4: editing picks the kind from the document, read by its unmasked length (DOMAIN-BR).
  const tipo = cliente ? (tipoPessoaFromDocument(cliente.doc) ?? cliente.tipo_pessoa) : 'fisica'
  const text = (v: string | null | undefined) => v ?? ''
  return {
    tipo_pessoa: tipo,
    doc: cliente ? maskDoc(tipo, cliente.doc) : '',
    nome_razao: text(cliente?.nome_razao),
    email: text(cliente?.email),
    celular: maskTelefone(text(cliente?.celular)),
    telefone: maskTelefone(text(cliente?.telefone)),
    cep: maskCep(text(cliente?.cep)),
    endereco: text(cliente?.endereco),
    numero: text(cliente?.numero),
    complemento: text(cliente?.complemento),
    bairro: text(cliente?.bairro),
    cidade: text(cliente?.cidade),
    uf: text(cliente?.uf),
    obs: text(cliente?.obs),
  }
}

/** 'Novo Cliente' / 'Editar Cliente' (SPEC §2), validated by the same schema the server uses. */
export function ClienteFormDialog({
  cliente,
  onClose,
}: {
  cliente: ClienteView | null
  onClose: () => void
}) {
  const form = useForm<ClienteFormValues, unknown, ClienteInput>({
    resolver: zodResolver(createClienteInput),
    mode: 'onTouched',
    defaultValues: toFormValues(cliente),
  })
  const { save, saving } = useRegisterSave<ClienteView, ClienteInput, ClienteFormValues>(
    clientesResource,
    'doc',
  )
  const { errors, isSubmitting } = form.formState
  const tipo = form.watch('tipo_pessoa') ?? 'fisica'

  const changeTipo = (next: string) => {
    // A single-choice toggle can be switched off by clicking the active item; the kind is never empty.
    if (next !== 'fisica' && next !== 'juridica') return
    form.setValue('tipo_pessoa', next)
    const doc = form.getValues('doc') ?? ''
    form.setValue('doc', maskDoc(next, onlyDocumentChars(doc)), { shouldDirty: true })
    if (form.getFieldState('doc').isTouched) void form.trigger('doc')
  }

  const submit = form.handleSubmit(
    async (values) => {
      if (await save(cliente?.id ?? null, values, form.setError)) onClose()
    },
    (fieldErrors) => toastInvalid(fieldErrors, fieldOrder),
  )

  const fisica = tipo === 'fisica'
  return (
    <RegisterFormDialog
      title={cliente ? 'Editar Cliente' : 'Novo Cliente'}
      onClose={onClose}
      onSubmit={submit}
      saving={isSubmitting || saving}
      wide
    >
      <ToggleGroup type="single" value={tipo} onValueChange={changeTipo} aria-label="Tipo de pessoa">
        <ToggleGroupItem value="fisica">Pessoa Física</ToggleGroupItem>
        <ToggleGroupItem value="juridica">Pessoa Jurídica</ToggleGroupItem>
      </ToggleGroup>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <Controller
          control={form.control}
          name="doc"
          render={({ field }) => (
            <FormField label={fisica ? 'CPF' : 'CNPJ'} required error={errors.doc?.message}>
              <MaskedInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                mask={(text) => maskDoc(tipo, text)}
                inputMode={fisica ? 'numeric' : 'text'}
                autoCapitalize="characters"
                placeholder={fisica ? '000.000.000-00' : '00.000.000/0000-00'}
              />
            </FormField>
          )}
        />
        <FormField label={fisica ? 'Nome' : 'Razão Social'} required error={errors.nome_razao?.message}>
          <Input autoComplete={fisica ? 'name' : 'organization'} {...form.register('nome_razao')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        {(['celular', 'telefone'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormField label={name === 'celular' ? 'Celular' : 'Telefone'} error={errors[name]?.message}>
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
        ))}
      </div>
      <ClienteEnderecoFields form={form} initialCep={cliente?.cep} />
      <FormField label="Observações" error={errors.obs?.message}>
        <Textarea rows={3} {...form.register('obs')} />
      </FormField>
    </RegisterFormDialog>
  )
}
