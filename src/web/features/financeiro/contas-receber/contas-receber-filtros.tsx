import { FilterX, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { tituloFiltroLabels, tituloFiltroStatus } from '../../../../shared/financeiro/financeiro.schemas'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { cn } from '../../../lib/cn'
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
  const [open, setOpen] = useState(activeFilters > 0)
  const panelId = useId()
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="h-11 w-fit md:hidden"
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
      <Card
        id={panelId}
        role="region"
        aria-label="Filtros"
        className={cn('gap-4 p-4 md:grid', open ? 'grid' : 'hidden')}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
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
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={onClear}
              disabled={activeFilters === 0}
              className="h-11 w-full sm:w-auto md:h-10"
            >
              <FilterX aria-hidden="true" />
              Limpar Filtros
            </Button>
          </div>
        </div>
      </Card>
    </div>
  )
}
