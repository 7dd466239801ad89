import { FilterX, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { prioridadeLabels, prioridades } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { ListSearch } from '../../../components/list/list-search'
import type { ParamsPatch } from '../../../components/list/use-list-params'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { OptionSelect } from '../../../components/ui/select'
import { useCurrentMe } from '../../../lib/current-me'
import { TecnicoCombobox } from '../../cadastros/tecnicos/tecnico-combobox'
import type { PatioFiltros as Filtros } from '../lib/patio-params'

const TODAS = 'todas'
const prioridadeOptions = [
  { value: TODAS, label: 'Todas' },
  ...prioridades.map((p) => ({ value: p, label: prioridadeLabels[p] })),
]

/**
 * Search (debounced into the URL by useListParams) and 'Só atrasadas' always in sight; technician and
 * priority in a panel, so on a phone the board starts near the top.
 */
export function PatioFiltros({
  search,
  onSearchChange,
  filtros,
  ativos,
  onChange,
  onClear,
}: {
  search: string
  onSearchChange: (value: string) => void
  filtros: Filtros
  ativos: number
  onChange: (patch: ParamsPatch) => void
  onClear: () => void
}) {
  // The technician picker lists the Técnicos register (GET /api/tecnicos needs Cadastros).
  const podeEscolherTecnico = can(useCurrentMe(), 'cadastros', 'view')
  const [aberto, setAberto] = useState(Boolean(filtros.tecnico_id || filtros.prioridade))
  const painelId = useId()
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ListSearch
          label="Buscar no pátio"
          placeholder="Buscar por número, cliente ou placa"
          value={search}
          onChange={onSearchChange}
          className="w-full sm:w-auto sm:max-w-md sm:flex-1"
        />
        <label className="flex h-11 cursor-pointer items-center gap-2 text-sm font-medium md:h-10">
          <input
            type="checkbox"
            className="size-4 cursor-pointer rounded border-input accent-primary"
            checked={filtros.atrasadas ?? false}
            onChange={(e) => onChange({ atrasadas: e.target.checked ? '1' : undefined })}
          />
          Só atrasadas
        </label>
        <Button
          variant="outline"
          aria-expanded={aberto}
          aria-controls={painelId}
          onClick={() => setAberto((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filtros
          {ativos > 0 && (
            <Badge className="ml-0.5 px-1.5" aria-label={`${ativos} filtros ativos`}>
              {ativos}
            </Badge>
          )}
        </Button>
      </div>
      {aberto && (
        <Card id={painelId} role="region" aria-label="Filtros" className="grid gap-4 p-4 sm:grid-cols-3">
          {podeEscolherTecnico && (
            <FormField label="Técnico">
              <TecnicoCombobox
                placeholder="Todos os técnicos"
                value={
                  filtros.tecnico_id
                    ? { id: filtros.tecnico_id, nome: filtros.tecnico_nome ?? 'Técnico' }
                    : null
                }
                onChange={(t) => onChange({ tecnico_id: t?.id, tecnico_nome: t?.nome })}
              />
            </FormField>
          )}
          <FormField label="Prioridade">
            <OptionSelect
              value={filtros.prioridade ?? TODAS}
              options={prioridadeOptions}
              onValueChange={(v) => onChange({ prioridade: v === TODAS ? undefined : v })}
            />
          </FormField>
          <div className="flex items-end">
            <Button variant="ghost" onClick={onClear} disabled={ativos === 0} className="w-full sm:w-auto">
              <FilterX aria-hidden="true" />
              Limpar filtros
            </Button>
          </div>
        </Card>
      )}
    </div>
  )
}
