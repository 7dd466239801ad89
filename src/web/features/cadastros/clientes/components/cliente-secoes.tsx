import { Link } from 'react-router'
import { agendamentoStatusLabels } from '../../../../../shared/agenda/agenda'
import type { ClienteHistoricoView } from '../../../../../shared/cadastros/historico.schemas'
import { formatDate, formatDateTime, todayInTimeZone } from '../../../../../shared/formatos/data'
import { formatPlaca } from '../../../../../shared/formatos/exibir'
import { formatCurrency } from '../../../../../shared/formatos/moeda'
import { Badge } from '../../../../components/ui/badge'
import { HistoricoSecao } from '../../veiculos/components/historico-estados'

type H = ClienteHistoricoView

export function VeiculosDoCliente({ veiculos }: { veiculos: H['veiculos'] }) {
  return (
    <HistoricoSecao titulo="Veículos" vazio={veiculos.length === 0 ? 'Nenhum veículo cadastrado.' : null}>
      <ul className="grid gap-2 text-sm">
        {veiculos.map((v) => (
          <li key={v.id}>
            <Link to={`/cadastros/veiculos/${v.id}`} className="hover:underline">
              <span className="font-medium font-mono tracking-wide">{formatPlaca(v.placa)}</span>
              {` · ${v.marca} ${v.modelo}${v.ano ? ` ${v.ano}` : ''}`}
            </Link>
          </li>
        ))}
      </ul>
    </HistoricoSecao>
  )
}

/** Open and paid titles; an open one past its due date (company's today) shows as overdue. */
export function TitulosDoCliente({ titulos, fuso }: { titulos: NonNullable<H['titulos']>; fuso: string }) {
  const hoje = todayInTimeZone(fuso)
  return (
    <HistoricoSecao titulo="Títulos" vazio={titulos.length === 0 ? 'Nenhum título.' : null}>
      <ul className="grid gap-2 text-sm">
        {titulos.map((t) => {
          const vencido = t.status === 'aberto' && t.vencimento < hoje
          return (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <Link
                  to={`/os/${t.os_id}`}
                  className="hover:underline"
                >{`OS ${t.numero_os} · ${t.parcela}`}</Link>
                <span className="block text-muted-foreground text-xs">{`Vence em ${formatDate(t.vencimento)}`}</span>
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{formatCurrency(t.valor)}</span>
                <Badge variant={t.status === 'pago' ? 'success' : vencido ? 'destructive' : 'secondary'}>
                  {t.status === 'pago'
                    ? 'Pago'
                    : t.status === 'cancelado'
                      ? 'Cancelado'
                      : vencido
                        ? 'Vencido'
                        : 'Em aberto'}
                </Badge>
              </span>
            </li>
          )
        })}
      </ul>
    </HistoricoSecao>
  )
}

export function AgendamentosDoCliente({
  agendamentos,
  fuso,
}: {
  agendamentos: NonNullable<H['agendamentos']>
  fuso: string
}) {
  return (
    <HistoricoSecao
      titulo="Próximos agendamentos"
      vazio={agendamentos.length === 0 ? 'Nenhum agendamento futuro.' : null}
    >
      <ul className="grid gap-2 text-sm">
        {agendamentos.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/agenda?visao=dia&data=${todayInTimeZone(fuso, new Date(a.inicio))}`}
              className="min-w-0 hover:underline"
            >
              {formatDateTime(a.inicio, fuso)}
              <span className="block text-muted-foreground text-xs">
                {a.motivo}
                {a.veiculo && ` · ${formatPlaca(a.veiculo.placa)}`}
              </span>
            </Link>
            <Badge variant={a.status === 'confirmado' ? 'success' : 'secondary'}>
              {agendamentoStatusLabels[a.status]}
            </Badge>
          </li>
        ))}
      </ul>
    </HistoricoSecao>
  )
}

export function MensagensDoCliente({ mensagens, fuso }: { mensagens: H['mensagens']; fuso: string }) {
  return (
    <HistoricoSecao
      titulo="Mensagens enviadas"
      vazio={mensagens.length === 0 ? 'Nenhuma mensagem enviada.' : null}
    >
      <ul className="grid gap-2 text-sm">
        {mensagens.map((m) => (
          <li key={`${m.tipo}-${m.em}-${m.descricao}`} className="min-w-0 break-words">
            {m.descricao}
            <span className="block text-muted-foreground text-xs">{formatDateTime(m.em, fuso)}</span>
          </li>
        ))}
      </ul>
    </HistoricoSecao>
  )
}
