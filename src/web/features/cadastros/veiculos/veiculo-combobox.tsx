import type { VeiculoView } from '../../../../shared/cadastros/veiculos.schemas'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
} from '../../../components/register-combobox/register-combobox'
import { veiculosResource } from './api/veiculos'

/** Enough of a vehicle to show it as chosen (an OS carries marca, modelo and placa). */
export type VeiculoRef = Pick<VeiculoView, 'id' | 'marca' | 'modelo' | 'placa'> & {
  cliente?: VeiculoView['cliente']
}

type VeiculoComboboxProps = Omit<
  RegisterComboboxProps<VeiculoRef>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription'
> & {
  /** Only this client's vehicles (the OS form lists the chosen client's cars). */
  clienteId?: string | null
}

/** Picks a vehicle by plate (either form) or model, asking GET /api/veiculos?q= as the person types. */
export function VeiculoCombobox({ clienteId, ...props }: VeiculoComboboxProps) {
  return (
    <RegisterCombobox<VeiculoRef>
      placeholder="Selecione o veículo"
      searchLabel="Buscar veículo"
      {...props}
      queryKey={['veiculos', 'combobox', clienteId ?? null]}
      fetchPage={(q, signal) =>
        veiculosResource.list({ q, pageSize: 20, cliente_id: clienteId ?? undefined }, signal)
      }
      getKey={(v) => v.id}
      getLabel={(v) => `${formatPlaca(v.placa)} · ${v.marca} ${v.modelo}`}
      getDescription={(v) => v.cliente?.nome_razao}
    />
  )
}
