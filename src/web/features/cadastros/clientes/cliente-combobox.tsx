import { formatDocumento } from '../../../../shared/formatos/exibir'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
} from '../../../components/register-combobox/register-combobox'
import { clientesResource } from './api/clientes'

/** Enough of a client to show it as chosen (a vehicle carries `{ id, nome_razao }`). */
export type ClienteRef = { id: string; nome_razao: string; doc?: string }

type ClienteComboboxProps = Omit<
  RegisterComboboxProps<ClienteRef>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription'
>

/** Picks a client by name, document or phone, asking GET /api/clientes?q= as the person types. */
export function ClienteCombobox(props: ClienteComboboxProps) {
  return (
    <RegisterCombobox<ClienteRef>
      placeholder="Selecione o cliente"
      searchLabel="Buscar cliente"
      {...props}
      queryKey={['clientes', 'combobox']}
      fetchPage={(q, signal) => clientesResource.list({ q, pageSize: 20 }, signal)}
      getKey={(c) => c.id}
      getLabel={(c) => c.nome_razao}
      getDescription={(c) => (c.doc ? formatDocumento(c.doc) : null)}
    />
  )
}
