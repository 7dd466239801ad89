import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import type { NfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { MaskedInput } from '../../../components/ui/masked-input'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useEmpresa } from '../../empresa/api/get-empresa'
import { type Municipio, useBuscarMunicipio } from '../api/config-municipio'
import { maskCodigoIbge } from './codigos-fiscais'
import type { NfseConfigFormApi } from './nfse-config-form-types'

const semEndereco = 'Preencha a cidade e a UF da empresa em Configurações › Empresa para buscar o código.'

/**
 * The IBGE code of the company's city, typed or found from the company's address ('Buscar pelo endereço
 * da empresa'); the city it stands for is written below it, so a wrong code is seen before saving.
 */
export function MunicipioField({ form, view }: { form: NfseConfigFormApi; view: NfseConfigView }) {
  const empresa = useEmpresa()
  const buscar = useBuscarMunicipio()
  const [encontrado, setEncontrado] = useState<Municipio | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const codigo = useWatch({ control: form.control, name: 'codigo_municipio' })

  const onBuscar = async () => {
    setErro(null)
    const { cidade, uf } = empresa.data ?? {}
    if (!cidade?.trim() || !uf?.trim()) {
      setErro(empresa.isError ? errorMessage(empresa.error, semEndereco) : semEndereco)
      return
    }
    try {
      const municipio = await buscar.mutateAsync({ uf, cidade })
      setEncontrado(municipio)
      form.setValue('codigo_municipio', municipio.codigo, { shouldDirty: true, shouldValidate: true })
    } catch (error) {
      setEncontrado(null)
      setErro(errorMessage(error, 'Não foi possível buscar o código do município. Tente novamente.'))
    }
  }

  const descricao =
    encontrado && encontrado.codigo === codigo
      ? `${encontrado.nome}/${encontrado.uf} — ${codigo}`
      : view.municipio && codigo === view.codigo_municipio
        ? `${view.municipio} — ${codigo}`
        : null

  return (
    <div className="grid gap-2">
      <Controller
        control={form.control}
        name="codigo_municipio"
        render={({ field, fieldState }) => (
          <FormField
            label="Município (código IBGE)"
            required
            error={fieldState.error?.message}
            hint="Os 7 dígitos da cidade onde a oficina presta os serviços."
          >
            <MaskedInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              mask={maskCodigoIbge}
              inputMode="numeric"
              autoComplete="off"
              placeholder="3550308"
            />
          </FormField>
        )}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={buscar.isPending || empresa.isPending}
          onClick={() => void onBuscar()}
        >
          {buscar.isPending ? <Spinner label="" /> : <MapPin aria-hidden="true" />}
          Buscar pelo endereço da empresa
        </Button>
        <p role="status" className="text-sm font-medium" data-testid="nfse-municipio">
          {descricao}
        </p>
      </div>
      {erro && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {erro}
        </p>
      )}
    </div>
  )
}
