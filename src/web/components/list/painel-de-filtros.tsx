import { FilterX, SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { cn } from '../../lib/cn'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { Card } from '../ui/card'

/**
 * A list's filters: always open from tablets up; on a phone they fold under a 'Filtros' button with the
 * count, so the list comes first. `children` are the fields (four columns on a desktop), followed by
 * 'Limpar Filtros'; `antes` goes above the button (a search).
 */
export function PainelDeFiltros({
  activeFilters,
  onClear,
  antes,
  children,
}: {
  activeFilters: number
  onClear: () => void
  antes?: ReactNode
  children: ReactNode
}) {
  const [open, setOpen] = useState(activeFilters > 0)
  const panelId = useId()
  return (
    <div className="grid gap-3">
      {antes}
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
          {children}
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
