import type { AgendamentoView, AgendaView } from '../../../../shared/agenda/agenda.schemas'
import { cn } from '../../../lib/cn'
import { diaCurto } from '../lib/agenda-tempo'
import { AgendamentoCartao } from './agendamento-cartao'
import { CapacidadeBarra } from './capacidade-barra'

/**
 * The week: seven day columns on desktop, a day-by-day list on the phone. Each day shows its booked time
 * against every technician's working day added up.
 */
export function AgendaSemana({
  view,
  dias,
  onAbrir,
  onDia,
}: {
  view: AgendaView
  dias: string[]
  onAbrir: (ag: AgendamentoView) => void
  /** Opens the day view. */
  onDia: (data: string) => void
}) {
  const total = view.capacidade.minutos_por_dia * Math.max(1, view.tecnicos.length)
  const porDia = (data: string) => view.itens.filter((ag) => ag.data === data)
  const ocupado = (data: string) => view.capacidade.dias.find((d) => d.data === data)?.ocupado_min ?? 0
  return (
    <div className="grid gap-3 md:grid-cols-7" data-testid="agenda-semana">
      {dias.map((data) => {
        const itens = porDia(data)
        return (
          <section
            key={data}
            aria-label={diaCurto(data)}
            className={cn(
              'grid min-w-0 content-start gap-2 rounded-lg border bg-surface p-2',
              data === view.hoje && 'border-primary',
            )}
          >
            <button
              type="button"
              onClick={() => onDia(data)}
              className="text-left text-sm font-semibold first-letter:uppercase hover:underline"
            >
              {diaCurto(data)}
            </button>
            <CapacidadeBarra ocupado={ocupado(data)} total={total} />
            {itens.length === 0 ? (
              <p className="text-xs text-muted-foreground">Sem agendamentos</p>
            ) : (
              itens.map((ag) => <AgendamentoCartao key={ag.id} ag={ag} onAbrir={onAbrir} compacto />)
            )}
          </section>
        )
      })}
    </div>
  )
}
