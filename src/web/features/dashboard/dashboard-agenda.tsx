import { CalendarClock, CalendarDays, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { agendamentoStatusLabels } from '../../../shared/agenda/agenda'
import { Card } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useCurrentMe } from '../../lib/current-me'
import { useDashboardAgenda } from './api/get-dashboard-agenda'

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`

/** 'Agenda de hoje' and 'Revisões vencendo' (issue 27 item 6), for who sees the agenda. */
export function DashboardAgenda() {
  const me = useCurrentMe()
  const query = useDashboardAgenda()
  const hora = new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: me.empresa.fuso_horario,
  })
  if (query.isError) return null
  const d = query.data
  return (
    <section aria-label="Agenda" className="mb-6 grid gap-4 sm:grid-cols-2">
      <Card className="grid content-start gap-3 p-4">
        <CardTopo
          titulo="Agenda de hoje"
          icone={<CalendarDays className="size-5" aria-hidden="true" />}
          to={d ? `/agenda?visao=dia&data=${d.hoje}` : '/agenda'}
        />
        {!d ? (
          <Skeleton className="h-16" />
        ) : (
          <>
            <p className="font-semibold text-2xl tabular-nums">
              {plural(d.agendamentos_hoje, 'agendamento', 'agendamentos')}
            </p>
            {d.proximos.length === 0 ? (
              <p className="text-muted-foreground text-sm">Nenhum agendamento pela frente hoje.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {d.proximos.map((p) => (
                  <li key={p.id} className="flex min-w-0 items-center gap-2">
                    <span className="tabular-nums">{hora.format(new Date(p.inicio))}</span>
                    <span className="min-w-0 flex-1 truncate">{p.cliente}</span>
                    <span className="text-muted-foreground text-xs">{agendamentoStatusLabels[p.status]}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
      <Card className="grid content-start gap-3 p-4">
        <CardTopo
          titulo="Revisões vencendo"
          icone={<CalendarClock className="size-5" aria-hidden="true" />}
          to="/agenda/revisoes?filtro=mes"
        />
        {!d ? (
          <Skeleton className="h-16" />
        ) : (
          <>
            <p className="font-semibold text-2xl tabular-nums">
              {`${plural(d.revisoes_mes, 'revisão', 'revisões')} neste mês`}
            </p>
            <p
              className={
                d.revisoes_vencidas > 0 ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'
              }
            >
              {d.revisoes_vencidas > 0
                ? plural(d.revisoes_vencidas, 'revisão vencida', 'revisões vencidas')
                : 'Nenhuma revisão vencida.'}
            </p>
          </>
        )}
      </Card>
    </section>
  )
}

function CardTopo({ titulo, icone, to }: { titulo: string; icone: React.ReactNode; to: string }) {
  return (
    <Link to={to} className="flex items-center gap-3 font-medium hover:underline">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        {icone}
      </span>
      <span className="flex-1">{titulo}</span>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
    </Link>
  )
}
