import { Plus, Settings2 } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { agendaMessages as m } from '../../../shared/agenda/agenda.messages'
import type { AgendamentoView } from '../../../shared/agenda/agenda.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { can } from '../../../shared/permissoes/permissoes'
import { ListError } from '../../components/list/list-states'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group'
import { useCurrentMe } from '../../lib/current-me'
import { useIsMobile } from '../../lib/use-media-query'
import { useAgenda } from './api/get-agenda'
import { useAgendaConfig } from './api/get-agenda-config'
import { usePrefill } from './api/get-prefill'
import { AgendaBarra } from './components/agenda-barra'
import { AgendaConfigDialog } from './components/agenda-config-dialog'
import { AgendaDiaGrade, AgendaDiaLista, CapacidadeDoDia } from './components/agenda-dia'
import { AgendaLista, FiltroDeStatus } from './components/agenda-lista'
import { AgendaSemana } from './components/agenda-semana'
import { AgendaSkeleton } from './components/agenda-skeleton'
import { AgendamentoDetalhes } from './components/agendamento-detalhes'
import { AgendamentoFormDialog } from './components/agendamento-form-dialog'
import { LinkMensagensDoDia } from './components/agendamento-mensagens-link'
import { diasDoPeriodo, navegar, readAgendaParams } from './lib/agenda-params'

type Formulario = { agendamento: AgendamentoView | null } | null

/**
 * /agenda (issue 27): appointments by day (a grid per technician), week or list; the view and date live
 * in the URL. `?novo=1&cliente_id=&veiculo_id=&motivo=` opens 'Novo agendamento' filled in.
 */
export function AgendaPage() {
  const me = useCurrentMe()
  const mobile = useIsMobile()
  const [searchParams, setSearchParams] = useSearchParams()
  const hoje = todayInTimeZone(me.empresa.fuso_horario)
  const p = readAgendaParams(searchParams, hoje)
  const agenda = useAgenda(p.query)
  const podeCriar = can(me, 'agenda', 'create')
  const podeConfigurar = can(me, 'configuracoes', 'edit')
  const config = useAgendaConfig(podeConfigurar)
  const [aberto, setAberto] = useState<AgendamentoView | null>(null)
  const [formulario, setFormulario] = useState<Formulario>(null)
  const [configurando, setConfigurando] = useState(false)
  const novoDoLink = p.novo !== null && podeCriar
  const prefill = usePrefill(novoDoLink ? p.novo?.cliente_id : undefined, p.novo?.veiculo_id)

  const mudar = (next: Record<string, string | undefined>) =>
    setSearchParams(
      (atual) => {
        const params = new URLSearchParams(atual)
        for (const [k, v] of Object.entries(next)) v === undefined ? params.delete(k) : params.set(k, v)
        return params
      },
      { replace: true },
    )
  const fecharNovoDoLink = () =>
    mudar({ novo: undefined, cliente_id: undefined, veiculo_id: undefined, motivo: undefined })

  // The item shown in the details is the freshest copy (a live refresh may have changed it).
  const detalhe = aberto ? (agenda.data?.itens.find((i) => i.id === aberto.id) ?? aberto) : null
  const view = agenda.data
  const porBox = searchParams.get('colunas') === 'box' && (view?.boxes.length ?? 0) > 0

  let conteudo: React.ReactNode
  if (!view) {
    conteudo = agenda.isError ? (
      <ListError title={m.erroCarregar} onRetry={() => void agenda.refetch()} retrying={agenda.isFetching} />
    ) : (
      <AgendaSkeleton />
    )
  } else if (p.visao === 'dia') {
    conteudo = mobile ? (
      <div className="grid gap-3">
        <CapacidadeDoDia view={view} data={p.data} />
        <AgendaDiaLista view={view} onAbrir={setAberto} />
      </div>
    ) : (
      <div className="grid gap-2">
        {view.boxes.length > 0 && (
          <ToggleGroup
            type="single"
            className="justify-self-start"
            value={porBox ? 'box' : 'tecnico'}
            onValueChange={(v) => v && mudar({ colunas: v === 'box' ? 'box' : undefined })}
            aria-label="Colunas"
          >
            <ToggleGroupItem value="tecnico">Por técnico</ToggleGroupItem>
            <ToggleGroupItem value="box">Por box</ToggleGroupItem>
          </ToggleGroup>
        )}
        <AgendaDiaGrade view={view} data={p.data} por={porBox ? 'box' : 'tecnico'} onAbrir={setAberto} />
      </div>
    )
  } else if (p.visao === 'semana') {
    conteudo = (
      <AgendaSemana
        view={view}
        dias={diasDoPeriodo(p.de, p.ate)}
        onAbrir={setAberto}
        onDia={(data) => mudar({ visao: 'dia', data })}
      />
    )
  } else {
    conteudo = <AgendaLista view={view} onAbrir={setAberto} />
  }

  return (
    <div className="min-w-0">
      <PageHeader
        title="Agenda"
        description="Agendamentos por dia, semana ou lista. Clique em um agendamento para ver as ações."
        actions={
          <>
            <LinkMensagensDoDia />
            {podeConfigurar && config.data && (
              <Button variant="outline" onClick={() => setConfigurando(true)}>
                <Settings2 aria-hidden="true" />
                Configurar agenda
              </Button>
            )}
            {podeCriar && (
              <Button onClick={() => setFormulario({ agendamento: null })}>
                <Plus aria-hidden="true" />
                Novo agendamento
              </Button>
            )}
          </>
        }
      />
      <div className="mb-4 grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
        <AgendaBarra
          visao={p.visao}
          de={p.de}
          ate={p.ate}
          onVisao={(visao) => mudar({ visao })}
          onHoje={() => mudar({ data: hoje })}
          onAnterior={() => mudar({ data: navegar(p.visao, p.data, -1) })}
          onProximo={() => mudar({ data: navegar(p.visao, p.data, 1) })}
        />
        {p.visao === 'lista' && <FiltroDeStatus status={p.status} onChange={(status) => mudar({ status })} />}
      </div>
      {conteudo}
      {detalhe && (
        <AgendamentoDetalhes
          agendamento={detalhe}
          onClose={() => setAberto(null)}
          onEditar={(ag) => {
            setAberto(null)
            setFormulario({ agendamento: ag })
          }}
        />
      )}
      {formulario && (
        <AgendamentoFormDialog
          agendamento={formulario.agendamento}
          view={view}
          prefill={{ data: p.data }}
          onClose={() => setFormulario(null)}
        />
      )}
      {novoDoLink && !formulario && (!p.novo?.cliente_id || prefill.isFetched) && (
        <AgendamentoFormDialog
          agendamento={null}
          view={view}
          prefill={{
            cliente: prefill.data?.cliente ?? null,
            veiculo: prefill.data?.veiculo ?? null,
            motivo: p.novo?.motivo,
            data: p.data,
          }}
          onClose={fecharNovoDoLink}
        />
      )}
      {configurando && config.data && (
        <AgendaConfigDialog config={config.data} onClose={() => setConfigurando(false)} />
      )}
    </div>
  )
}
