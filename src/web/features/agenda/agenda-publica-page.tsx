import { CheckCircle2, Clock } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { agendamentoStatusLabels } from '../../../shared/agenda/agenda'
import type { AgendamentoPublicoView } from '../../../shared/agenda/confirmacao.schemas'
import { formatDateTime } from '../../../shared/formatos/data'
import { AvisoPublico, CabecalhoDaEmpresa, PaginaPublica } from '../../components/pagina-publica'
import { usePageTitle } from '../../lib/use-page-title'
import { useAgendamentoPublico } from './api/link-publico'
import { AcoesDoCliente } from './components/acoes-do-cliente'

/** /a/:token — the customer sees the appointment, confirms or asks for another time; no login (issue 27). */
export function AgendaPublicaPage() {
  const { token = '' } = useParams()
  const query = useAgendamentoPublico(token)
  usePageTitle('Agendamento')
  return (
    <PaginaPublica
      query={query}
      rotulo="Carregando agendamento"
      esqueleto={['h-12', 'h-40', 'h-11']}
      erroPadrao="Não foi possível carregar o agendamento."
      estreita
    >
      {(a) => <Agendamento token={token} inicial={a} />}
    </PaginaPublica>
  )
}

function Agendamento({ token, inicial }: { token: string; inicial: AgendamentoPublicoView }) {
  const [a, setA] = useState(inicial)
  return (
    <>
      <CabecalhoDaEmpresa empresa={a.empresa} ligar />
      <h1 className="mt-4 font-semibold text-xl">Seu agendamento</h1>
      <p className="text-muted-foreground text-sm">{a.cliente_nome}</p>
      <dl className="mt-4 grid gap-3 rounded-lg border bg-card p-4 text-sm">
        <Linha rotulo="Data" valor={a.data} />
        <Linha rotulo="Horário" valor={a.hora} />
        {a.veiculo && <Linha rotulo="Veículo" valor={a.veiculo} />}
        <Linha rotulo="Motivo" valor={a.motivo} />
        {a.empresa.endereco && <Linha rotulo="Endereço" valor={a.empresa.endereco} />}
        <Linha rotulo="Situação" valor={agendamentoStatusLabels[a.status]} />
      </dl>

      {a.status === 'confirmado' && (
        <AvisoPublico
          className="mt-4"
          icone={<CheckCircle2 className="size-4" aria-hidden="true" />}
          titulo="Presença confirmada"
        >
          {a.confirmado_em && `Confirmada em ${formatDateTime(a.confirmado_em)}. Até lá!`}
        </AvisoPublico>
      )}
      {a.reagendamento_pedido && (
        <AvisoPublico
          cor="amber"
          className="mt-4"
          icone={<Clock className="size-4" aria-hidden="true" />}
          titulo="Pedido de outro horário enviado"
        >
          <span className="block whitespace-pre-wrap break-words">“{a.reagendamento_pedido}”</span>
          <span className="block">A oficina vai entrar em contato para combinar.</span>
        </AvisoPublico>
      )}
      {!a.pode_responder && (
        <p role="status" className="mt-4 rounded-lg bg-muted p-3 text-sm">
          {`Este agendamento está como “${agendamentoStatusLabels[a.status]}”. Para qualquer mudança, fale com a oficina.`}
        </p>
      )}
      <AcoesDoCliente token={token} agendamento={a} onResposta={setA} />
    </>
  )
}

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="min-w-0 break-words font-medium">{valor}</dd>
    </div>
  )
}
