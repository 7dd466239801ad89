import { useState } from 'react'
import { formatDocumento } from '../../../../shared/formatos/exibir'
import {
  RegisterCombobox,
  type RegisterComboboxProps,
} from '../../../components/register-combobox/register-combobox'
import { useCadastrosPermissions } from '../lib/use-cadastros-permissions'
import { clientesResource } from './api/clientes'
import { ClienteFormDialog } from './cliente-form-dialog'

/** Enough of a client to show it as chosen (a vehicle carries `{ id, nome_razao }`). */
export type ClienteRef = { id: string; nome_razao: string; doc?: string }

type ClienteComboboxProps = Omit<
  RegisterComboboxProps<ClienteRef>,
  'queryKey' | 'fetchPage' | 'getKey' | 'getLabel' | 'getDescription' | 'action'
> & {
  /**
   * Offers 'Novo cliente' under the options to users who may create registers: the client is made in the
   * register's own dialog and chosen at once, without leaving the screen (the OS form).
   */
  criarNovo?: boolean
}

// A search with letters is the start of a name; digits are a document or phone, not a name.
const nomeDaBusca = (busca: string) => (/\p{L}/u.test(busca) ? busca.trim() : '')

/** Picks a client by name, document or phone, asking GET /api/clientes?q= as the person types. */
export function ClienteCombobox({ criarNovo = false, ...props }: ClienteComboboxProps) {
  const { canCreate } = useCadastrosPermissions()
  const [novo, setNovo] = useState<{ nome: string } | null>(null)
  return (
    <>
      <RegisterCombobox<ClienteRef>
        placeholder="Selecione o cliente"
        searchLabel="Buscar cliente"
        {...props}
        queryKey={['clientes', 'combobox']}
        fetchPage={(q, signal) => clientesResource.list({ q, pageSize: 20 }, signal)}
        getKey={(c) => c.id}
        getLabel={(c) => c.nome_razao}
        getDescription={(c) => (c.doc ? formatDocumento(c.doc) : null)}
        action={
          criarNovo && canCreate
            ? { label: 'Novo cliente', onSelect: (busca) => setNovo({ nome: nomeDaBusca(busca) }) }
            : undefined
        }
      />
      {novo && (
        <ClienteFormDialog
          cliente={null}
          nomeInicial={novo.nome}
          onSaved={(c) => props.onChange({ id: c.id, nome_razao: c.nome_razao, doc: c.doc })}
          onClose={() => setNovo(null)}
        />
      )}
    </>
  )
}
