import type { AgendamentoView, AgendaView } from '../../../../shared/agenda/agenda.schemas'
import { horaDosMinutos, minutosDaHora } from '../../../../shared/agenda/regras'
import { AgendaVazia } from './agenda-vazia'
import { AgendamentoCartao } from './agendamento-cartao'
import { CapacidadeBarra } from './capacidade-barra'

const PX_POR_HORA = 72
const SEM = 'sem-coluna'

type Coluna = { id: string; nome: string; tecnicoId: string | null; itens: AgendamentoView[] }

export type ColunasPor = 'tecnico' | 'box'

/**
 * One column per active technician (and 'Sem técnico' when an appointment has none), or per bay (and
 * 'Sem box') for shops that plan by lift.
 */
function colunasDoDia(view: AgendaView, por: ColunasPor): Coluna[] {
  const colunas: Coluna[] =
    por === 'box'
      ? view.boxes.map((b) => ({ id: `box:${b}`, nome: b, tecnicoId: null, itens: [] }))
      : view.tecnicos.map((t) => ({ id: t.id, nome: t.nome, tecnicoId: t.id, itens: [] }))
  const sem: Coluna = { id: SEM, nome: por === 'box' ? 'Sem box' : 'Sem técnico', tecnicoId: null, itens: [] }
  for (const ag of view.itens) {
    const chave = por === 'box' ? (ag.box ? `box:${ag.box}` : null) : (ag.tecnico?.id ?? null)
    const col = (chave && colunas.find((c) => c.id === chave)) || sem
    col.itens.push(ag)
  }
  return sem.itens.length || colunas.length === 0 ? [...colunas, sem] : colunas
}

/** The hours the grid shows: the working day, widened to any appointment outside it. */
function horasDoDia(view: AgendaView) {
  let inicio = minutosDaHora(view.capacidade.abertura)
  let fim = minutosDaHora(view.capacidade.fechamento)
  for (const ag of view.itens) {
    const m = minutosDaHora(ag.hora)
    inicio = Math.min(inicio, m)
    fim = Math.max(fim, Math.min(1440, m + ag.duracao_min))
  }
  inicio = Math.floor(inicio / 60) * 60
  fim = Math.ceil(fim / 60) * 60
  return { inicio, fim }
}

/** The day (desktop): a time grid, one column per technician (with its capacity) or per bay. */
export function AgendaDiaGrade({
  view,
  data,
  por,
  onAbrir,
}: {
  view: AgendaView
  data: string
  por: ColunasPor
  onAbrir: (ag: AgendamentoView) => void
}) {
  const colunas = colunasDoDia(view, por)
  const { inicio, fim } = horasDoDia(view)
  const horas = Array.from({ length: (fim - inicio) / 60 }, (_, i) => inicio + i * 60)
  const altura = ((fim - inicio) / 60) * PX_POR_HORA
  const ocupado = (tecnicoId: string | null) =>
    view.capacidade.por_tecnico.find((p) => p.data === data && p.tecnico_id === tecnicoId)?.ocupado_min ?? 0
  return (
    <div className="overflow-x-auto rounded-lg border bg-surface" data-testid="agenda-dia">
      <div
        className="grid min-w-max"
        style={{ gridTemplateColumns: `3.5rem repeat(${colunas.length}, minmax(12rem, 1fr))` }}
      >
        <div className="sticky left-0 z-10 border-b bg-surface" />
        {colunas.map((c) => (
          <div key={c.id} className="grid gap-1 border-b border-l p-2">
            <span className="truncate text-sm font-semibold">{c.nome}</span>
            {c.tecnicoId && (
              <CapacidadeBarra ocupado={ocupado(c.tecnicoId)} total={view.capacidade.minutos_por_dia} />
            )}
          </div>
        ))}
        <div className="sticky left-0 z-10 bg-surface" style={{ height: altura }}>
          {horas.map((h) => (
            <div
              key={h}
              className="pr-2 text-right text-xs text-muted-foreground"
              style={{ height: PX_POR_HORA }}
            >
              {horaDosMinutos(h)}
            </div>
          ))}
        </div>
        {colunas.map((c) => (
          <div key={c.id} className="relative border-l" style={{ height: altura }}>
            {horas.map((h) => (
              <div
                key={h}
                className="border-b border-dashed border-border/60"
                style={{ height: PX_POR_HORA }}
              />
            ))}
            {c.itens.map((ag) => {
              const top = ((minutosDaHora(ag.hora) - inicio) / 60) * PX_POR_HORA
              const h = Math.max(
                44,
                (Math.min(ag.duracao_min, fim - minutosDaHora(ag.hora)) / 60) * PX_POR_HORA,
              )
              return (
                <AgendamentoCartao
                  key={ag.id}
                  ag={ag}
                  onAbrir={onAbrir}
                  compacto
                  className="absolute inset-x-1 overflow-hidden"
                  style={{ top, height: h }}
                />
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}

/** The day (phone): the appointments grouped by hour, one list. */
export function AgendaDiaLista({
  view,
  onAbrir,
}: {
  view: AgendaView
  onAbrir: (ag: AgendamentoView) => void
}) {
  if (!view.itens.length) return <AgendaVazia />
  const porHora = new Map<string, AgendamentoView[]>()
  for (const ag of view.itens) {
    const h = `${ag.hora.slice(0, 2)}:00`
    porHora.set(h, [...(porHora.get(h) ?? []), ag])
  }
  return (
    <div className="grid gap-4" data-testid="agenda-dia">
      {[...porHora].map(([hora, itens]) => (
        <section key={hora} className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">{hora}</h3>
          {itens.map((ag) => (
            <AgendamentoCartao key={ag.id} ag={ag} onAbrir={onAbrir} />
          ))}
        </section>
      ))}
    </div>
  )
}

/** Every technician's booked time on the day, for the phone (the grid shows it per column). */
export function CapacidadeDoDia({ view, data }: { view: AgendaView; data: string }) {
  const linhas = view.tecnicos.map((t) => ({
    ...t,
    ocupado:
      view.capacidade.por_tecnico.find((p) => p.data === data && p.tecnico_id === t.id)?.ocupado_min ?? 0,
  }))
  if (!linhas.length) return null
  return (
    <div className="grid gap-2 rounded-lg border bg-surface p-3 sm:grid-cols-2">
      {linhas.map((l) => (
        <div key={l.id} className="grid gap-1">
          <span className="truncate text-sm font-medium">{l.nome}</span>
          <CapacidadeBarra ocupado={l.ocupado} total={view.capacidade.minutos_por_dia} />
        </div>
      ))}
    </div>
  )
}
