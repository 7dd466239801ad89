import { ArrowLeft, CalendarPlus, FilePlus2 } from 'lucide-react'
import { Link, useParams } from 'react-router'
import type { ClienteHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { formatDocumento } from '../../../../shared/formatos/exibir'
import { can } from '../../../../shared/permissoes/permissoes'
import { PageHeader } from '../../../components/page-header'
import { buttonVariants } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { useCurrentMe } from '../../../lib/current-me'
import { HistoricoErro, HistoricoSkeleton } from '../veiculos/components/historico-estados'
import { HistoricoOsLista } from '../veiculos/components/historico-os'
import { useClienteHistorico } from './api/get-cliente-historico'
import { ClienteContato } from './components/cliente-contato'
import {
  AgendamentosDoCliente,
  MensagensDoCliente,
  TitulosDoCliente,
  VeiculosDoCliente,
} from './components/cliente-secoes'

/** /cadastros/clientes/:id (issue 27 item 4): the customer, their vehicles, OS, titles and messages. */
export function ClientePage() {
  const { id = '' } = useParams()
  const query = useClienteHistorico(id)
  if (query.isPending) return <HistoricoSkeleton rotulo="Carregando cliente" />
  if (query.isError) {
    return (
      <HistoricoErro
        erro={query.error}
        naoEncontrado="Cliente não encontrado."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return <Cliente h={query.data} />
}

const acaoClasse = cn(buttonVariants({ variant: 'outline' }), 'h-11 md:h-10')

function Cliente({ h }: { h: ClienteHistoricoView }) {
  const me = useCurrentMe()
  const fuso = me.empresa.fuso_horario
  const c = h.cliente
  const veiculo = h.veiculos.length === 1 ? `&veiculo_id=${h.veiculos[0].id}` : ''
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        to="/cadastros/clientes"
        className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Clientes
      </Link>
      <PageHeader
        title={c.nome_razao}
        description={
          <span className="grid gap-1">
            <span className="tabular-nums">{formatDocumento(c.doc)}</span>
            <ClienteContato cliente={c} />
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {can(me, 'os', 'create') && (
              <Link to="/os/nova" className={acaoClasse}>
                <FilePlus2 aria-hidden="true" /> Nova OS
              </Link>
            )}
            {can(me, 'agenda', 'create') && (
              <Link to={`/agenda?novo=1&cliente_id=${c.id}${veiculo}`} className={acaoClasse}>
                <CalendarPlus aria-hidden="true" /> Agendar
              </Link>
            )}
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid min-w-0 content-start gap-4">
          <HistoricoOsLista os={h.os} total={h.os_total} mostrarVeiculo />
          <MensagensDoCliente mensagens={h.mensagens} fuso={fuso} />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <VeiculosDoCliente veiculos={h.veiculos} />
          {h.agendamentos && <AgendamentosDoCliente agendamentos={h.agendamentos} fuso={fuso} />}
          {h.titulos && <TitulosDoCliente titulos={h.titulos} fuso={fuso} />}
        </div>
      </div>
    </div>
  )
}
