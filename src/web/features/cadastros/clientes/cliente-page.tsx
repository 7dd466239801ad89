import { useState } from 'react'
import { useParams } from 'react-router'
import type { ClienteHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { formatDocumento } from '../../../../shared/formatos/exibir'
import { useCurrentMe } from '../../../lib/current-me'
import { PrivacidadeDoCliente } from '../../titular/privacidade-do-cliente'
import { HistoricoCabecalho } from '../veiculos/components/historico-cabecalho'
import { HistoricoCarregado } from '../veiculos/components/historico-estados'
import { HistoricoOsLista } from '../veiculos/components/historico-os'
import { useClienteHistorico } from './api/get-cliente-historico'
import { ClienteFormDialog } from './cliente-form-dialog'
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
  return (
    <HistoricoCarregado query={query} rotulo="Carregando cliente" naoEncontrado="Cliente não encontrado.">
      {(h) => <Cliente h={h} />}
    </HistoricoCarregado>
  )
}

function Cliente({ h }: { h: ClienteHistoricoView }) {
  const me = useCurrentMe()
  const fuso = me.empresa.fuso_horario
  const c = h.cliente
  const veiculo = h.veiculos.length === 1 ? `&veiculo_id=${h.veiculos[0].id}` : ''
  const [editando, setEditando] = useState(false)
  return (
    <div className="grid min-w-0 gap-4">
      <HistoricoCabecalho
        lista={{ para: '/cadastros/clientes', nome: 'Clientes' }}
        titulo={c.nome_razao}
        descricao={
          <span className="grid gap-1">
            <span className="tabular-nums">{formatDocumento(c.doc)}</span>
            <ClienteContato cliente={c} />
          </span>
        }
        agendar={`/agenda?novo=1&cliente_id=${c.id}${veiculo}`}
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
          <PrivacidadeDoCliente clienteId={c.id} nome={c.nome_razao} onCorrigir={() => setEditando(true)} />
        </div>
      </div>
      {editando && <ClienteFormDialog cliente={c} onClose={() => setEditando(false)} />}
    </div>
  )
}
