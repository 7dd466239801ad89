import {
  type AgendamentoStatus,
  agendamentoStatus,
  agendamentoStatusLabels,
} from '../../../../shared/agenda/agenda'
import type { AgendamentoView, AgendaView } from '../../../../shared/agenda/agenda.schemas'
import { OptionSelect } from '../../../components/ui/select'
import { diaCurto, horaDoFim } from '../lib/agenda-tempo'
import { AgendaVazia } from './agenda-vazia'
import { AgendamentoStatusBadge, AvisoConflito, veiculoCurto } from './agendamento-cartao'

const TODOS = 'todos'

export function FiltroDeStatus({
  status,
  onChange,
}: {
  status: AgendamentoStatus | undefined
  onChange: (status: AgendamentoStatus | undefined) => void
}) {
  return (
    <OptionSelect
      aria-label="Filtrar por status"
      className="w-full sm:w-52"
      value={status ?? TODOS}
      onValueChange={(v) => onChange(v === TODOS ? undefined : (v as AgendamentoStatus))}
      options={[
        { value: TODOS, label: 'Todos os status' },
        ...agendamentoStatus.map((s) => ({ value: s, label: agendamentoStatusLabels[s] })),
      ]}
    />
  )
}

/** The range as a table on desktop and as cards on the phone (UI.md "Lists"). */
export function AgendaLista({ view, onAbrir }: { view: AgendaView; onAbrir: (ag: AgendamentoView) => void }) {
  if (!view.itens.length) return <AgendaVazia />
  return (
    <div data-testid="agenda-lista">
      <ul className="grid gap-2 md:hidden">
        {view.itens.map((ag) => (
          <li key={ag.id}>
            <button
              type="button"
              onClick={() => onAbrir(ag)}
              className="grid w-full gap-1 rounded-lg border bg-surface p-3 text-left text-sm hover:bg-muted"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="inline-block font-semibold first-letter:uppercase">
                  {diaCurto(ag.data)} · {ag.hora}
                </span>
                <AgendamentoStatusBadge status={ag.status} />
              </span>
              <span className="truncate font-medium">{ag.cliente.nome}</span>
              {ag.veiculo && (
                <span className="truncate text-xs text-muted-foreground">{veiculoCurto(ag.veiculo)}</span>
              )}
              <span className="truncate text-xs">{ag.motivo}</span>
              {ag.conflitos.length > 0 && <AvisoConflito quantos={ag.conflitos.length} />}
            </button>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border bg-surface md:block">
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th className="p-3 font-medium">Data</th>
              <th className="p-3 font-medium">Horário</th>
              <th className="p-3 font-medium">Cliente</th>
              <th className="p-3 font-medium">Veículo</th>
              <th className="p-3 font-medium">Motivo</th>
              <th className="p-3 font-medium">Técnico / Box</th>
              <th className="p-3 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {view.itens.map((ag) => (
              <tr key={ag.id} className="border-b last:border-0 hover:bg-muted/50">
                <td className="p-3 whitespace-nowrap first-letter:uppercase">{diaCurto(ag.data)}</td>
                <td className="p-3 whitespace-nowrap tabular-nums">
                  {ag.hora}–{horaDoFim(ag)}
                </td>
                <td className="p-3">
                  <button
                    type="button"
                    className="text-left font-medium hover:underline"
                    onClick={() => onAbrir(ag)}
                  >
                    {ag.cliente.nome}
                  </button>
                </td>
                <td className="p-3">{veiculoCurto(ag.veiculo) ?? '—'}</td>
                <td className="p-3">
                  {ag.motivo}
                  {ag.conflitos.length > 0 && (
                    <div>
                      <AvisoConflito quantos={ag.conflitos.length} />
                    </div>
                  )}
                </td>
                <td className="p-3">{[ag.tecnico?.nome, ag.box].filter(Boolean).join(' · ') || '—'}</td>
                <td className="p-3">
                  <AgendamentoStatusBadge status={ag.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
