import type { z } from 'zod'
import { type ClienteView, createClienteInput } from '../../../../shared/cadastros/clientes.schemas'
import {
  onlyDocumentChars,
  type TipoPessoa,
  tipoPessoaFromDocument,
} from '../../../../shared/documentos/documento'
import { FormDialog } from '../../../components/form/form-dialog'
import {
  EmailField,
  MaskedField,
  ObservacoesField,
  TelefoneField,
} from '../../../components/form/form-fields'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { maskCep, maskCnpj, maskCpf, maskTelefone } from '../../../lib/masks'
import { useRegisterForm } from '../lib/use-register-form'
import { clientesResource } from './api/clientes'
import { ClienteEnderecoFields } from './cliente-endereco-fields'
import { ClienteConsentimentoField } from './components/cliente-consentimento-field'

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

function toFormValues(cliente: ClienteView | null, nomeInicial: string): ClienteFormValues {
  // SPEC §4: editing picks the kind from the document, read by its unmasked length (DOMAIN-BR).
  const tipo = cliente ? (tipoPessoaFromDocument(cliente.doc) ?? cliente.tipo_pessoa) : 'fisica'
  const text = (v: string | null | undefined) => v ?? ''
  return {
    tipo_pessoa: tipo,
    doc: cliente ? maskDoc(tipo, cliente.doc) : '',
    nome_razao: cliente ? cliente.nome_razao : nomeInicial,
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
    consentimento_marketing: cliente?.consentimento_marketing ?? false,
  }
}

/**
 * 'Novo Cliente' / 'Editar Cliente' (SPEC §2), validated by the same schema the server uses. `onSaved`
 * gets the saved client (the OS form's picker chooses the one just created); the dialog then closes.
 */
export function ClienteFormDialog({
  cliente,
  nomeInicial = '',
  onSaved,
  onClose,
}: {
  cliente: ClienteView | null
  /** A new client's name, already typed elsewhere (the picker's search). */
  nomeInicial?: string
  onSaved?: (cliente: ClienteView) => void
  onClose: () => void
}) {
  const { form, errors, onSubmit, saving } = useRegisterForm({
    schema: createClienteInput,
    resource: clientesResource,
    record: cliente,
    defaultValues: toFormValues(cliente, nomeInicial),
    fieldOrder,
    conflictField: 'doc',
    onSaved: (saved) => {
      onSaved?.(saved)
      onClose()
    },
  })
  const tipo = form.watch('tipo_pessoa') ?? 'fisica'

  const changeTipo = (next: string) => {
    // A single-choice toggle can be switched off by clicking the active item; the kind is never empty.
    if (next !== 'fisica' && next !== 'juridica') return
    form.setValue('tipo_pessoa', next)
    const doc = form.getValues('doc') ?? ''
    form.setValue('doc', maskDoc(next, onlyDocumentChars(doc)), { shouldDirty: true })
    if (form.formState.isSubmitted) void form.trigger('doc')
  }

  const fisica = tipo === 'fisica'
  return (
    <FormDialog
      title={cliente ? 'Editar Cliente' : 'Novo Cliente'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      wide
    >
      <ToggleGroup type="single" value={tipo} onValueChange={changeTipo} aria-label="Tipo de pessoa">
        <ToggleGroupItem value="fisica">Pessoa Física</ToggleGroupItem>
        <ToggleGroupItem value="juridica">Pessoa Jurídica</ToggleGroupItem>
      </ToggleGroup>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <MaskedField
          control={form.control}
          name="doc"
          label={fisica ? 'CPF' : 'CNPJ'}
          required
          mask={(text) => maskDoc(tipo, text)}
          inputMode={fisica ? 'numeric' : 'text'}
          autoCapitalize="characters"
          placeholder={fisica ? '000.000.000-00' : '00.000.000/0000-00'}
        />
        <FormField label={fisica ? 'Nome' : 'Razão Social'} required error={errors.nome_razao?.message}>
          <Input autoComplete={fisica ? 'name' : 'organization'} {...form.register('nome_razao')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <TelefoneField control={form.control} name="celular" label="Celular" />
        <TelefoneField control={form.control} name="telefone" label="Telefone" />
      </div>
      <ClienteEnderecoFields form={form} initialCep={cliente?.cep} />
      <ObservacoesField error={errors.obs?.message} {...form.register('obs')} />
      <ClienteConsentimentoField control={form.control} />
    </FormDialog>
  )
}
