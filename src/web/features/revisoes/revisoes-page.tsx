import { CalendarCheck, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { revisoesMessages as m } from '../../../shared/revisoes/revisoes.messages'
import {
  type FiltroDeRevisao,
  filtroDeRevisaoLabels,
  filtrosDeRevisao,
} from '../../../shared/revisoes/revisoes.schemas'
import { ListSearch } from '../../components/list/list-search'
import { ListEmpty } from '../../components/list/list-states'
import { PagedList } from '../../components/list/paged-list'
import { useListParams } from '../../components/list/use-list-params'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group'
import { usePageTitle } from '../../lib/use-page-title'
import { useRevisoes } from './api/get-revisoes'
import { RevisoesCards } from './components/revisoes-cards'
import { RevisoesTabela } from './components/revisoes-tabela'
import { FILTRO_PADRAO, readRevisoesParams } from './lib/revisoes-params'
import { useAcoesDaRevisao } from './lib/use-acoes-da-revisao'

/**
 * /agenda/revisoes (issue 27 item 3): the vehicles whose recurring service is due, this month, overdue
 * or all open; a tap on WhatsApp sends the 'Revisão vencendo' message and records the contact, 'Agendar'
 * opens the agenda's new appointment filled in.
 */
export function RevisoesPage() {
  usePageTitle('Revisões')
  const params = useListParams(['filtro'])
  const query = readRevisoesParams(params.searchParams, params)
  const list = useRevisoes(query)
  const acoes = useAcoesDaRevisao()
  const hoje = list.data?.hoje ?? ''

  const vazio = params.q ? (
    <ListEmpty
      icon={SearchX}
      title={m.semResultado}
      action={
        <Button variant="outline" onClick={params.clearSearch}>
          Limpar busca
        </Button>
      }
    />
  ) : (
    <ListEmpty
      icon={CalendarCheck}
      title={m.vazio[query.filtro]}
      action={
        query.filtro !== 'todas' ? (
          <Button variant="outline" onClick={() => params.setFilters({ filtro: 'todas' })}>
            Ver todas
          </Button>
        ) : (
          <Button variant="outline" asChild>
            <Link to="/cadastros/servicos">Ir para Serviços</Link>
          </Button>
        )
      }
    />
  )

  return (
    <>
      <PageHeader
        title="Revisões"
        description="Veículos com serviços que se repetem (troca de óleo, revisão) e quando voltam."
      />
      <div className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <ToggleGroup
            type="single"
            value={query.filtro}
            onValueChange={(v) =>
              v && params.setFilters({ filtro: v === FILTRO_PADRAO ? undefined : (v as FiltroDeRevisao) })
            }
            aria-label="Filtro"
          >
            {filtrosDeRevisao.map((f) => (
              <ToggleGroupItem key={f} value={f}>
                {filtroDeRevisaoLabels[f]}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
          <ListSearch
            label="Buscar revisões"
            className="md:w-72"
            value={params.search}
            onChange={params.setSearch}
            placeholder="Buscar por cliente ou placa"
          />
        </div>
        <PagedList
          list={list}
          page={params.page}
          pageSize={query.pageSize ?? 20}
          onPageChange={params.setPage}
          errorTitle={m.erroCarregar}
          columns={6}
          empty={vazio}
          table={(data) => <RevisoesTabela rows={data.items} hoje={hoje} acoes={acoes} />}
          cards={(data) => <RevisoesCards rows={data.items} hoje={hoje} acoes={acoes} />}
        />
      </div>
    </>
  )
}
