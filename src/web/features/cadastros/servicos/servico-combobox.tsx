import type { ServicoView } from '../../../../shared/cadastros/servicos.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
} from '../../../components/register-combobox/register-combobox'
import { servicosResource } from './api/servicos'

type ServicoComboboxProps = Omit<
  RegisterComboboxProps<ServicoView>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription'
>

/** Picks a catalogue service by code or description, asking the server as the person types. */
export function ServicoCombobox(props: ServicoComboboxProps) {
  return (
    <RegisterCombobox<ServicoView>
      placeholder="Selecione o serviço"
      searchLabel="Buscar serviço"
      {...props}
      queryKey={['servicos', 'combobox']}
      fetchPage={(q, signal) => servicosResource.list({ q, pageSize: 20 }, signal)}
      getKey={(s) => s.id}
      getLabel={(s) => `${s.codigo} · ${s.descricao}`}
      getDescription={(s) => formatCurrency(s.preco_publico)}
    />
  )
}
