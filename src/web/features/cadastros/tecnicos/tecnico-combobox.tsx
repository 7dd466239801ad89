import type { TecnicoView } from '../../../../shared/cadastros/tecnicos.schemas'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
} from '../../../components/register-combobox/register-combobox'
import { tecnicosResource } from './api/tecnicos'

/** Enough of a technician to show it as chosen (an OS carries the name). */
export type TecnicoRef = Pick<TecnicoView, 'id' | 'nome'>

type TecnicoComboboxProps = Omit<
  RegisterComboboxProps<TecnicoRef>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription'
>

/** Picks an active technician (SPEC §6: only active ones are offered), searching by name on the server. */
export function TecnicoCombobox(props: TecnicoComboboxProps) {
  return (
    <RegisterCombobox<TecnicoRef>
      placeholder="Selecione o técnico"
      searchLabel="Buscar técnico"
      {...props}
      queryKey={['tecnicos', 'combobox', 'ativos']}
      fetchPage={(q, signal) => tecnicosResource.list({ q, pageSize: 20, ativo: true }, signal)}
      getKey={(t) => t.id}
      getLabel={(t) => t.nome}
    />
  )
}
