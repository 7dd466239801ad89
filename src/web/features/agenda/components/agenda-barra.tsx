import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import type { Visao } from '../lib/agenda-params'
import { diaCurto, diaLongo } from '../lib/agenda-tempo'

const rotulos: Record<Visao, string> = { dia: 'Dia', semana: 'Semana', lista: 'Lista' }

/** View (Dia, Semana, Lista), Hoje, ‹ › and the range being shown. */
export function AgendaBarra({
  visao,
  de,
  ate,
  onVisao,
  onHoje,
  onAnterior,
  onProximo,
}: {
  visao: Visao
  de: string
  ate: string
  onVisao: (v: Visao) => void
  onHoje: () => void
  onAnterior: () => void
  onProximo: () => void
}) {
  const periodo = de === ate ? diaLongo(de) : `${diaCurto(de)} a ${diaCurto(ate)}`
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ToggleGroup
        type="single"
        value={visao}
        onValueChange={(v) => v && onVisao(v as Visao)}
        aria-label="Visualização"
      >
        {(Object.keys(rotulos) as Visao[]).map((v) => (
          <ToggleGroupItem key={v} value={v}>
            {rotulos[v]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <div className="flex items-center gap-1">
        <Button variant="outline" onClick={onHoje}>
          Hoje
        </Button>
        <Button variant="outline" size="icon" onClick={onAnterior} aria-label="Anterior">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" onClick={onProximo} aria-label="Próximo">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p
        className="min-w-0 text-sm font-medium first-letter:uppercase"
        aria-live="polite"
        data-testid="agenda-periodo"
      >
        {periodo}
      </p>
    </div>
  )
}
