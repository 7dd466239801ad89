import { AlertTriangle } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { cadastrosMessages as m } from '../../../shared/cadastros/cadastros.messages'
import { UFS } from '../../../shared/formatos/uf'
import { maskCep } from '../../lib/masks'
import { FormField } from '../ui/form-field'
import { Input } from '../ui/input'
import { MaskedInput } from '../ui/masked-input'
import { OptionSelect } from '../ui/select'
import { Spinner } from '../ui/spinner'
import { type EstadoCep, useCepLookup } from './use-cep-lookup'

/** The address fields a form with a CEP lookup has (the client's and the company's). */
type EnderecoValues = {
  cep?: string | null
  endereco?: string | null
  bairro?: string | null
  cidade?: string | null
  uf?: string | null
}

const avisos: Partial<Record<EstadoCep, string>> = {
  nao_encontrado: `${m.cepNaoEncontrado} — preencha o endereço`,
  indisponivel: `${m.cepIndisponivel} — preencha o endereço`,
}

/**
 * CEP and Endereço, then `children` (the client's number, complement and neighbourhood), then Cidade and
 * UF. Leaving the CEP with 8 digits looks the address up, with a spinner in the field; when the CEP is
 * unknown or the lookup fails, a short message says so under it and every field stays editable.
 */
export function EnderecoFields<T extends EnderecoValues & FieldValues, TOut extends FieldValues>({
  form,
  initialCep,
  comBairro = false,
  autoCompleteEndereco,
  children,
}: {
  form: UseFormReturn<T, unknown, TOut>
  initialCep: string | null | undefined
  /** The form has a Bairro field (in `children`) that a found CEP fills. */
  comBairro?: boolean
  autoCompleteEndereco: 'address-line1' | 'street-address'
  children?: ReactNode
}) {
  const campo = (name: keyof EnderecoValues) => name as Path<T>
  const erro = (name: keyof EnderecoValues) => form.getFieldState(campo(name), form.formState).error?.message
  const avisoId = useId()
  const cep = useCepLookup(initialCep, (endereco) => {
    const fill = (name: keyof EnderecoValues, value: string) =>
      form.setValue(campo(name), value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })
    // A CEP that covers a whole town comes without street or neighbourhood: keep what was typed then.
    if (endereco.logradouro) fill('endereco', endereco.logradouro)
    if (comBairro && endereco.bairro) fill('bairro', endereco.bairro)
    if (endereco.cidade) fill('cidade', endereco.cidade)
    if ((UFS as readonly string[]).includes(endereco.uf)) fill('uf', endereco.uf)
  })
  const aviso = avisos[cep.estado]

  return (
    <>
      <div>
        <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
          <Controller
            control={form.control}
            name={campo('cep')}
            render={({ field }) => (
              <FormField label="CEP" error={erro('cep')}>
                <CepInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value as string | null | undefined}
                  onValueChange={(value) => {
                    field.onChange(value)
                    cep.editing()
                  }}
                  onBlur={() => {
                    field.onBlur()
                    void cep.lookup(field.value as string | null | undefined)
                  }}
                  buscando={cep.estado === 'buscando'}
                  avisoId={aviso ? avisoId : undefined}
                />
              </FormField>
            )}
          />
          <FormField label="Endereço" error={erro('endereco')}>
            <Input autoComplete={autoCompleteEndereco} {...form.register(campo('endereco'))} />
          </FormField>
        </div>
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <p
          id={avisoId}
          role="status"
          className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-amber-700 empty:mt-0"
        >
          {aviso && <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />}
          {aviso}
        </p>
      </div>
      {children}
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label="Cidade" error={erro('cidade')}>
          <Input autoComplete="address-level2" {...form.register(campo('cidade'))} />
        </FormField>
        <Controller
          control={form.control}
          name={campo('uf')}
          render={({ field }) => (
            <FormField label="UF" error={erro('uf')}>
              <OptionSelect
                ref={field.ref}
                value={field.value as string | null | undefined}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={UFS}
                placeholder="UF"
              />
            </FormField>
          )}
        />
      </div>
    </>
  )
}

/** The CEP input with its spinner while the address is looked up; FormField's id and aria pass through. */
function CepInput({
  buscando,
  avisoId,
  'aria-describedby': describedBy,
  ...props
}: Omit<ComponentProps<typeof MaskedInput>, 'mask'> & { buscando: boolean; avisoId?: string }) {
  return (
    <div className="relative">
      <MaskedInput
        {...props}
        mask={maskCep}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        aria-describedby={[describedBy, avisoId].filter(Boolean).join(' ') || undefined}
        className={buscando ? 'pr-9' : undefined}
      />
      {buscando && (
        <Spinner
          label="Buscando endereço do CEP"
          className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
        />
      )}
    </div>
  )
}
