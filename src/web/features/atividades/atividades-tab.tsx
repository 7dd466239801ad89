import { FilterX, History } from 'lucide-react'
import { useState } from 'react'
import { atividadesMessages as m } from '../../../shared/atividades/atividades.schemas'
import { ListEmpty, ListError, ListSkeleton } from '../../components/list/list-states'
import { Button } from '../../components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { useCurrentMe } from '../../lib/current-me'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useMediaQuery } from '../../lib/use-media-query'
import { type FiltrosDoRegistro, useAtividades } from './api/atividades-listar'
import { AtividadeItem } from './components/atividade-item'
import { AtividadesExportar } from './components/atividades-exportar'
import { AtividadesFiltros, type FiltrosDaTela } from './components/atividades-filtros'

/**
 * Configurações › Atividades (issue 29; admin, gerente reads): who did what, when and from where, newest
 * first, with filters, search, 'Carregar mais' and the export.
 */
export function AtividadesTab() {
  const { empresa } = useCurrentMe()
  const fuso = empresa.fuso_horario
  const [filtros, setFiltros] = useState<FiltrosDaTela>({})
  const [busca, setBusca] = useState('')
  const q = useDebouncedValue(busca.trim(), 400)
  const periodoInvalido = Boolean(filtros.de && filtros.ate && filtros.de > filtros.ate)
  // An inverted period is shown on its field, and the list keeps the last valid one.
  const consulta: FiltrosDoRegistro = {
    ...filtros,
    ...(periodoInvalido ? { de: undefined, ate: undefined } : {}),
    q: q || undefined,
  }
  const lista = useAtividades(consulta)
  const telaLarga = useMediaQuery('(min-width: 768px)')
  const ativos = Object.values(filtros).filter(Boolean).length
  const itens = lista.data?.pages.flatMap((p) => p.items) ?? []
  const limpar = () => {
    setFiltros({})
    setBusca('')
  }

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Registro de atividades</CardTitle>
          <CardDescription>
            Quem fez o quê, quando e de onde. Registros de segurança são guardados por 90 dias; o histórico do
            negócio, por 5 anos.
          </CardDescription>
        </div>
        <AtividadesExportar filtros={consulta} />
      </CardHeader>
      <div className="grid gap-4 px-4 pb-4 md:px-6 md:pb-6">
        <AtividadesFiltros
          filtros={filtros}
          ativos={ativos}
          periodoInvalido={periodoInvalido}
          busca={busca}
          onBuscaChange={setBusca}
          onChange={(patch) => setFiltros((f) => ({ ...f, ...patch }))}
          onClear={limpar}
        />
        <section
          aria-label="Atividades"
          aria-busy={lista.isFetching}
          className="rounded-md border border-border"
        >
          {lista.isPending ? (
            <ListSkeleton cards={!telaLarga} columns={3} />
          ) : lista.isError && itens.length === 0 ? (
            <ListError
              title={m.erroBuscar}
              onRetry={() => void lista.refetch()}
              retrying={lista.isFetching}
            />
          ) : itens.length === 0 && !lista.hasNextPage ? (
            <ListEmpty
              icon={History}
              title={m.vazio}
              description={
                ativos || q
                  ? 'Nenhuma atividade corresponde aos filtros ou à busca.'
                  : 'As ações feitas no sistema aparecem aqui.'
              }
              action={
                (ativos > 0 || q) && (
                  <Button variant="outline" onClick={limpar}>
                    <FilterX aria-hidden="true" />
                    Limpar Filtros
                  </Button>
                )
              }
            />
          ) : (
            <>
              {itens.length === 0 && (
                <p className="p-4 text-sm text-muted-foreground">
                  Nenhuma atividade encontrada entre as mais recentes. Continue buscando nas mais antigas.
                </p>
              )}
              <ul>
                {itens.map((a) => (
                  <AtividadeItem key={a.id} atividade={a} fuso={fuso} />
                ))}
              </ul>
            </>
          )}
        </section>
        {lista.isFetchNextPageError && (
          <p role="alert" className="text-sm text-destructive">
            {m.erroBuscar}. Tente novamente.
          </p>
        )}
        {lista.hasNextPage && (
          <Button
            variant="outline"
            className="h-11 justify-self-center md:h-10"
            onClick={() => void lista.fetchNextPage()}
            disabled={lista.isFetchingNextPage}
          >
            {lista.isFetchingNextPage && <Spinner label="" />}
            {lista.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
          </Button>
        )}
      </div>
    </Card>
  )
}
