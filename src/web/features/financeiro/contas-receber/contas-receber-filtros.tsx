import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { tituloFiltroLabels, tituloFiltroStatus } from '../../../../shared/financeiro/financeiro.schemas'
import { PainelDeFiltros } from '../../../components/list/painel-de-filtros'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { ClienteCombobox } from '../../cadastros/clientes/cliente-combobox'
import type { TitulosFilters } from './contas-receber-params'

const TODOS = 'todos'
const statusOptions = [
  { value: TODOS, label: 'Todos' },
  ...tituloFiltroStatus.map((s) => ({ value: s, label: tituloFiltroLabels[s] })),
]

/**
 * SPEC §2: Data Início, Data Fim (due dates), Cliente, Status and 'Limpar Filtros'. Always open from
 * tablets up; on a phone they fold under a 'Filtros' button with the count, so the titles come first.
 */
export function ContasReceberFiltros({
  filters,
  activeFilters,
  periodoInvalido,
  onFiltersChange,
  onClear,
}: {
  filters: TitulosFilters
  activeFilters: number
  periodoInvalido: boolean
  onFiltersChange: (patch: Partial<TitulosFilters>) => void
  onClear: () => void
}) {
  return (
    <PainelDeFiltros activeFilters={activeFilters} onClear={onClear}>
      <FormField label="Data Início">
        <Input
          type="date"
          value={filters.de ?? ''}
          max={filters.ate}
          onChange={(e) => onFiltersChange({ de: e.target.value || undefined })}
        />
      </FormField>
      <FormField label="Data Fim" error={periodoInvalido ? m.periodoInvalido : undefined}>
        <Input
          type="date"
          value={filters.ate ?? ''}
          min={filters.de}
          onChange={(e) => onFiltersChange({ ate: e.target.value || undefined })}
        />
      </FormField>
      <FormField label="Cliente">
        <ClienteCombobox
          placeholder="Todos"
          value={
            filters.cliente_id
              ? { id: filters.cliente_id, nome_razao: filters.cliente_nome ?? 'Cliente' }
              : null
          }
          onChange={(c) => onFiltersChange({ cliente_id: c?.id, cliente_nome: c?.nome_razao })}
        />
      </FormField>
      <FormField label="Status">
        <OptionSelect
          value={filters.status ?? TODOS}
          options={statusOptions}
          onValueChange={(v) =>
            onFiltersChange({ status: v === TODOS ? undefined : (v as TitulosFilters['status']) })
          }
        />
      </FormField>
    </PainelDeFiltros>
  )
}
