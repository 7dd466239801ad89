import { useState } from 'react'
import { marcas } from '../../../../shared/cadastros/veiculos.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'

const OUTRA = 'Outra'
const opcoes = [...marcas, OUTRA]

/** Brand from the list, or 'Outra' revealing a text field for any other brand (SPEC §2 "Veículos"). */
export function MarcaField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string
  onChange: (marca: string) => void
  onBlur: () => void
  error?: string
}) {
  const [opcao, setOpcao] = useState(() =>
    (marcas as readonly string[]).includes(value) ? value : value ? OUTRA : '',
  )
  const outra = opcao === OUTRA
  return (
    <>
      <FormField label="Marca" required error={outra ? undefined : error}>
        <OptionSelect
          value={opcao}
          onValueChange={(next) => {
            setOpcao(next)
            onChange(next === OUTRA ? '' : next)
          }}
          onBlur={outra ? undefined : onBlur}
          options={opcoes}
          placeholder="Selecione a marca"
        />
      </FormField>
      {outra && (
        <FormField label="Outra marca" required error={error}>
          <Input value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} maxLength={60} />
        </FormField>
      )}
    </>
  )
}
