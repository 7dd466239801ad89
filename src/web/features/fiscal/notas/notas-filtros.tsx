import { FilterX, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { situacaoNotaLabels, situacoesNota } from '../../../../shared/fiscal/fiscal'
import { relatorioFiscalMessages as m } from '../../../../shared/fiscal/relatorio.schemas'
import { ListSearch } from '../../../components/list/list-search'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { cn } from '../../../lib/cn'
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
  const [open, setOpen] = useState(activeFilters > 0)
  const panelId = useId()
  return (
    <div className="grid gap-3">
      <ListSearch
        label="Buscar notas fiscais"
        placeholder="Número da nota, OS ou tomador"
        value={search}
        onChange={onSearchChange}
      />
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
