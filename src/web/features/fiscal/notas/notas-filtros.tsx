import { situacaoNotaLabels, situacoesNota } from '../../../../shared/fiscal/fiscal'
import { relatorioFiscalMessages as m } from '../../../../shared/fiscal/relatorio.schemas'
import { ListSearch } from '../../../components/list/list-search'
import { PainelDeFiltros } from '../../../components/list/painel-de-filtros'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { ClienteCombobox } from '../../cadastros/clientes/cliente-combobox'
import type { NotasFilters } from './notas-params'

const TODAS = 'todas'
const situacaoOptions = [
  { value: TODAS, label: 'Todas' },
  ...situacoesNota.map((s) => ({ value: s, label: situacaoNotaLabels[s] })),
]

/**
 * Período (competência; this month by default), Situação, Cliente and the search. Open from tablets up;
 * on a phone they fold under 'Filtros' with the count, so the notes come first.
 */
export function NotasFiltros({
  filters,
  activeFilters,
  periodoInvalido,
  search,
  onSearchChange,
  onFiltersChange,
  onClear,
}: {
  filters: NotasFilters
  activeFilters: number
  periodoInvalido: boolean
  search: string
  onSearchChange: (value: string) => void
  onFiltersChange: (patch: Partial<NotasFilters>) => void
  onClear: () => void
}) {
  return (
    <PainelDeFiltros
      activeFilters={activeFilters}
      onClear={onClear}
      antes={
        <ListSearch
          label="Buscar notas fiscais"
          placeholder="Número da nota, OS ou tomador"
          value={search}
          onChange={onSearchChange}
        />
      }
    >
      <FormField label="Competência de">
        <Input
          type="date"
          value={filters.de}
          max={filters.ate}
          onChange={(e) => onFiltersChange({ de: e.target.value || undefined })}
        />
      </FormField>
      <FormField label="Competência até" error={periodoInvalido ? m.periodoInvalido : undefined}>
        <Input
          type="date"
          value={filters.ate}
          min={filters.de}
          onChange={(e) => onFiltersChange({ ate: e.target.value || undefined })}
        />
      </FormField>
      <FormField label="Situação">
        <OptionSelect
          value={filters.situacao ?? TODAS}
          options={situacaoOptions}
          onValueChange={(v) =>
            onFiltersChange({ situacao: v === TODAS ? undefined : (v as NotasFilters['situacao']) })
          }
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
    </PainelDeFiltros>
  )
}
