import { Maximize2, Minimize2 } from 'lucide-react'
import { patioMessages as m } from '../../../shared/patio/patio.messages'
import { ListError } from '../../components/list/list-states'
import { useListParams } from '../../components/list/use-list-params'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/cn'
import { usePageTitle } from '../../lib/use-page-title'
import { MoverOs } from '../os/acoes/mover-os'
import { usePatio } from './api/get-patio'
import { PatioFiltros } from './components/patio-filtros'
import { PatioQuadro } from './components/patio-quadro'
import { PatioSkeleton } from './components/patio-skeleton'
import { patioFiltroKeys, readPatioParams } from './lib/patio-params'
import { useMoverCartao } from './lib/use-mover-cartao'

/** The TV on the shop wall refreshes itself this often. */
const ATUALIZAR_TELA_CHEIA_MS = 30_000

/**
 * /patio (issue 25): the open OS as a kanban board, one column per status. 'Tela cheia' (`?tela=cheia`)
 * covers the menus for a TV and refreshes itself; filters and search live in the URL like /os's.
 */
export function PatioPage() {
  usePageTitle('Pátio')
  const params = useListParams(patioFiltroKeys)
  const { filtros, query, ativos, telaCheia } = readPatioParams(params.searchParams, params.q)
  const mover = useMoverCartao(query)
  // A running move keeps the board still: a refresh would redraw the card where it was.
  const patio = usePatio(query, telaCheia && !mover.ocupado ? ATUALIZAR_TELA_CHEIA_MS : false)
  const setTelaCheia = (on: boolean) => params.setFilters({ tela: on ? 'cheia' : undefined })

  const telaCheiaButton = (
    <Button variant="outline" onClick={() => setTelaCheia(!telaCheia)}>
      {telaCheia ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
      {telaCheia ? 'Sair da tela cheia' : 'Tela cheia'}
    </Button>
  )

  // A failed refresh (the TV's, say) keeps the board it has and says so; only a first load fails whole.
  const erro = patio.isError && (
    <ListError title={m.erroCarregar} onRetry={() => void patio.refetch()} retrying={patio.isFetching} />
  )
  const conteudo = patio.data ? (
    <>
      {erro && <div className="mb-3 rounded-lg border border-red-200 bg-red-50/50">{erro}</div>}
      <PatioQuadro
        view={patio.data}
        onMover={(card, para) => void mover.iniciar(card, para)}
        ocupado={mover.ocupado}
      />
    </>
  ) : (
    erro || <PatioSkeleton />
  )

  return (
    <div
      className={cn(telaCheia && 'fixed inset-0 z-50 overflow-auto bg-background p-4 md:p-6')}
      data-tela={telaCheia ? 'cheia' : undefined}
    >
      {telaCheia ? (
        <div className="mb-4 flex items-center justify-between gap-4">
          <h1 className="text-2xl font-semibold tracking-tight">Pátio</h1>
          {telaCheiaButton}
        </div>
      ) : (
        <>
          <PageHeader
            title="Pátio"
            description="As OS em andamento por etapa. Arraste um cartão para outra coluna ou use 'Mover para…'."
            actions={telaCheiaButton}
          />
          <div className="mb-4">
            <PatioFiltros
              search={params.search}
              onSearchChange={params.setSearch}
              filtros={filtros}
              ativos={ativos}
              onChange={params.setFilters}
              onClear={params.clearFilters}
            />
          </div>
        </>
      )}
      {conteudo}
      {mover.movimento && (
        <MoverOs
          key={`${mover.movimento.os.id}:${mover.movimento.para}`}
          os={mover.movimento.os}
          para={mover.movimento.para}
          onFim={mover.terminar}
        />
      )}
    </div>
  )
}
