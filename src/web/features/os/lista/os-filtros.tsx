import { FilterX, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { prioridadeLabels, prioridades } from '../../../../shared/os/os.schemas'
import { osStatuses, osStatusLabels } from '../../../../shared/os/os-status'
import { ListSearch } from '../../../components/list/list-search'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { ClienteCombobox } from '../../cadastros/clientes/cliente-combobox'
import { TecnicoCombobox } from '../../cadastros/tecnicos/tecnico-combobox'
import type { OsFilters, OsSortKey, SortDir } from './os-lista-params'

const TODOS = 'todos'
/** Not a status (DESIGN §5 has none): sent quotes the customer refused, as `?recusado=1`. */
const RECUSADO = 'recusado'

const statusOptions = [
  { value: TODOS, label: 'Todos' },
  ...osStatuses.map((s) => ({ value: s, label: osStatusLabels[s] })),
  { value: RECUSADO, label: 'Recusado pelo cliente' },
]
const prioridadeOptions = [
  { value: TODOS, label: 'Todas' },
  ...prioridades.map((p) => ({ value: p, label: prioridadeLabels[p] })),
]
const sortOptions: { value: `${OsSortKey}:${SortDir}`; label: string }[] = [
  { value: 'criado_em:desc', label: 'Mais recentes' },
  { value: 'criado_em:asc', label: 'Mais antigas' },
  { value: 'numero_os:desc', label: 'Número (maior primeiro)' },
  { value: 'numero_os:asc', label: 'Número (menor primeiro)' },
  { value: 'previsao_entrega:asc', label: 'Prazo (mais próximo)' },
  { value: 'previsao_entrega:desc', label: 'Prazo (mais distante)' },
  { value: 'total_geral:desc', label: 'Valor (maior primeiro)' },
  { value: 'total_geral:asc', label: 'Valor (menor primeiro)' },
]

type Props = {
  search: string
  onSearchChange: (value: string) => void
  filters: OsFilters
  activeFilters: number
  onFiltersChange: (patch: Partial<OsFilters>) => void
  onClear: () => void
  sort: OsSortKey
  dir: SortDir
  onSortChange: (key: OsSortKey, dir: SortDir) => void
}

/** Search box (always visible) and the collapsible filter panel with its count badge (SPEC "OS list"). */
export function OsFiltros({
  search,
  onSearchChange,
  filters,
  activeFilters,
  onFiltersChange,
  onClear,
  sort,
  dir,
  onSortChange,
}: Props) {
  const [open, setOpen] = useState(activeFilters > 0)
  const panelId = useId()
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex gap-2">
        <ListSearch
          label="Buscar ordens de serviço"
          placeholder="Buscar por número, cliente ou placa"
          value={search}
          onChange={onSearchChange}
          className="min-w-0 flex-1 sm:max-w-md"
        />
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filtros
          {activeFilters > 0 && (
            <Badge className="ml-0.5 px-1.5" aria-label={`${activeFilters} filtros ativos`}>
              {activeFilters}
            </Badge>
          )}
        </Button>
      </div>
      {open && (
        <Card id={panelId} role="region" aria-label="Filtros" className="grid gap-4 p-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField label="Status">
              <OptionSelect
                value={filters.recusado ? RECUSADO : (filters.status ?? TODOS)}
                options={statusOptions}
                onValueChange={(v) =>
                  onFiltersChange({
                    status: v === TODOS || v === RECUSADO ? undefined : (v as OsFilters['status']),
                    recusado: v === RECUSADO ? '1' : undefined,
                  })
                }
              />
            </FormField>
            <FormField label="Prioridade">
              <OptionSelect
                value={filters.prioridade ?? TODOS}
                options={prioridadeOptions}
                onValueChange={(v) =>
                  onFiltersChange({ prioridade: v === TODOS ? undefined : (v as OsFilters['prioridade']) })
                }
              />
            </FormField>
            <FormField label="Cliente">
              <ClienteCombobox
                placeholder="Todos os clientes"
                value={
                  filters.cliente_id
                    ? { id: filters.cliente_id, nome_razao: filters.cliente_nome ?? 'Cliente' }
                    : null
                }
                onChange={(c) => onFiltersChange({ cliente_id: c?.id, cliente_nome: c?.nome_razao })}
              />
            </FormField>
            <FormField label="Técnico">
              <TecnicoCombobox
                placeholder="Todos os técnicos"
                value={
                  filters.tecnico_id
                    ? { id: filters.tecnico_id, nome: filters.tecnico_nome ?? 'Técnico' }
                    : null
                }
                onChange={(t) => onFiltersChange({ tecnico_id: t?.id, tecnico_nome: t?.nome })}
              />
            </FormField>
            <FormField label="Data de">
              <Input
                type="date"
                value={filters.de ?? ''}
                max={filters.ate}
                onChange={(e) => onFiltersChange({ de: e.target.value || undefined })}
              />
            </FormField>
            <FormField label="Data até">
              <Input
                type="date"
                value={filters.ate ?? ''}
                min={filters.de}
                onChange={(e) => onFiltersChange({ ate: e.target.value || undefined })}
              />
            </FormField>
            <FormField label="Ordenar por">
              <OptionSelect
                value={`${sort}:${dir}`}
                options={sortOptions}
                onValueChange={(v) => {
                  const [key, d] = v.split(':') as [OsSortKey, SortDir]
                  onSortChange(key, d)
                }}
              />
            </FormField>
            <div className="flex items-end">
              <Button
                variant="ghost"
                onClick={onClear}
                disabled={activeFilters === 0}
                className="w-full sm:w-auto"
              >
                <FilterX aria-hidden="true" />
                Limpar filtros
              </Button>
            </div>
          </div>
        </Card>
      )}
    </div>
  )
}
