import { ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { createServicoInput } from '../../../../shared/cadastros/servicos.schemas'
import { CheckboxField } from '../../../components/form/checkbox-field'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { CodigoNbsField, CodigoTributacaoField } from './campos-nfse'
import { bpParaTexto, textoParaBp } from './servico-fiscal-values'

type ServicoForm = UseFormReturn<
  z.input<typeof createServicoInput>,
  unknown,
  z.output<typeof createServicoInput>
>

/**
 * The rate typed as a percentage ('2,5') and kept as basis points; text that is no rate becomes NaN,
 * which the shared schema answers with its Portuguese message. Empty is null (the company's rate).
 */
function AliquotaField({ form }: { form: ServicoForm }) {
  return (
    <Controller
      control={form.control}
      name="aliquota_iss_bp"
      render={({ field, fieldState }) => (
        <AliquotaInput
          inicial={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

function AliquotaInput({
  inicial,
  onChange,
  onBlur,
  error,
}: {
  inicial: number | null | undefined
  onChange: (bp: number | null) => void
  onBlur: () => void
  error?: string
}) {
  // The text is the field's own: re-deriving it from the number would eat the comma of '2,'.
  const [texto, setTexto] = useState(() => bpParaTexto(inicial))
  return (
    <FormField label="Alíquota de ISS (%)" error={error} hint="Vazio: a alíquota padrão da empresa.">
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="Padrão da empresa"
        value={texto}
        onBlur={onBlur}
        onChange={(e) => {
          const v = e.target.value
          setTexto(v)
          onChange(textoParaBp(v))
        }}
      />
    </FormField>
  )
}

const camposFiscais = ['codigo_tributacao', 'codigo_nbs', 'aliquota_iss_bp', 'iss_retido'] as const

/**
 * 'Nota fiscal (NFS-e)': the service's own national code, NBS, ISS rate and withholding. Closed unless the
 * service has any of them or one of them has an error (an error is never hidden in a closed section).
 */
export function ServicoFiscalFields({ form }: { form: ServicoForm }) {
  const { errors } = form.formState
  const temErro = camposFiscais.some((c) => errors[c])
  const [aberto, setAberto] = useState(() =>
    camposFiscais.some((c) => {
      const v = form.getValues(c)
      return v !== null && v !== undefined && v !== '' && v !== false
    }),
  )
  return (
    <details
      open={aberto || temErro}
      onToggle={(e) => setAberto(e.currentTarget.open)}
      className="group rounded-lg border border-border"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Nota fiscal (NFS-e)
      </summary>
      <div className="grid gap-4 border-t border-border p-3">
        <p className="text-muted-foreground text-xs">
          Campos em branco usam o padrão de Configurações › Nota fiscal.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <CodigoTributacaoField
            control={form.control}
            name="codigo_tributacao"
            hint="Vazio: o padrão da empresa (oficinas costumam usar 14.01.01, conserto e manutenção de veículos)."
          />
          <CodigoNbsField control={form.control} name="codigo_nbs" />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <AliquotaField form={form} />
        </div>
        <Controller
          control={form.control}
          name="iss_retido"
          render={({ field }) => (
            <CheckboxField
              label="ISS retido pelo tomador"
              hint="Quando o cliente (empresa) recolhe o ISS deste serviço. Vale só para clientes pessoa jurídica."
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </details>
  )
}
