import { AlertTriangle, RotateCw, Search } from 'lucide-react'
import { Link } from 'react-router'
import { BUSCA_MIN, buscaMessages } from '../../../shared/busca/busca.schemas'
import { OsStatusBadge } from '../../components/os-status-badge'
import { TituloStatusBadge } from '../../components/titulo-status-badge'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { cn } from '../../lib/cn'
import { gruposDaLista, type ItemDaBusca } from './busca-itens'
import type { BuscaGlobalState } from './use-busca-global'

function Selo({ selo }: { selo: ItemDaBusca['selo'] }) {
  if (!selo) return null
  return selo.tipo === 'os' ? (
    <OsStatusBadge status={selo.status} className="shrink-0" />
  ) : (
    <TituloStatusBadge situacao={selo.situacao} className="shrink-0" />
  )
}

function Carregando() {
  return (
    <div className="grid gap-3 p-3" role="status" aria-label="Buscando">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-3/4" />
        </div>
      ))}
    </div>
  )
}

/**
 * The grouped results of the global search: a listbox of links driven from the search input (arrow keys
 * move `aria-activedescendant`; options never take focus), plus its loading, error and empty states.
 */
export function BuscaResultados({ estado }: { estado: BuscaGlobalState }) {
  const { busca, itens, ativo, listId, optionId, destacar, ir, podeVerOs } = estado
  if (estado.texto.trim().length < BUSCA_MIN) {
    return <p className="px-3 py-4 text-sm text-muted-foreground">{buscaMessages.curta}</p>
  }
  // Until the typed text has its own answer, an empty list says "searching", not "nothing found".
  const aguardando = !estado.pronto || !busca.data || busca.isPlaceholderData || busca.digitando
  if (busca.isError && !busca.isFetching) {
    return (
      <div className="flex flex-col items-start gap-2 p-3 text-sm" role="alert">
        <p className="flex items-center gap-2 text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {buscaMessages.erro}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void busca.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    )
  }
  if (itens.length === 0 && (aguardando || busca.isFetching)) return <Carregando />

  // What Enter with nothing highlighted opens: the typed text, even before its results arrive.
  const termo = estado.texto.trim()
  const todasAsOs = `/os?${new URLSearchParams({ q: termo })}`
  let indice = 0
  return (
    <>
      {itens.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted-foreground">{buscaMessages.semResultados}</p>
      ) : (
        <div id={listId} role="listbox" aria-label="Resultados da busca" className="p-1">
          {gruposDaLista.map(({ grupo, titulo }) => {
            const doGrupo = itens.filter((item) => item.grupo === grupo)
            if (doGrupo.length === 0) return null
            const tituloId = `${listId}-${grupo}`
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (a fieldset is for form controls)
              <div key={grupo} role="group" aria-labelledby={tituloId} className="py-1">
                <div id={tituloId} className="px-2 py-1 text-xs font-medium text-muted-foreground">
                  {titulo}
                </div>
                {doGrupo.map((item) => {
                  const i = indice++
                  return (
                    <Link
                      key={item.key}
                      id={optionId(i)}
                      to={item.href}
                      role="option"
                      aria-selected={i === ativo}
                      tabIndex={-1}
                      // The input keeps the focus, so the keyboard path stays intact after a click.
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseMove={() => i !== ativo && destacar(i)}
                      onClick={(e) => {
                        if (e.metaKey || e.ctrlKey || e.shiftKey) return
                        e.preventDefault()
                        ir(item.href)
                      }}
                      className={cn(
                        'flex min-h-11 items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm',
                        i === ativo && 'bg-muted',
                      )}
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{item.titulo}</span>
                        <span className="block truncate text-xs text-muted-foreground">{item.detalhe}</span>
                      </span>
                      <Selo selo={item.selo} />
                    </Link>
                  )
                })}
              </div>
            )
          })}
        </div>
      )}
      {podeVerOs && (
        <Link
          to={todasAsOs}
          onMouseDown={(e) => e.preventDefault()}
          onClick={(e) => {
            e.preventDefault()
            ir(todasAsOs)
          }}
          className="flex min-h-11 items-center gap-2 border-t border-border px-3 py-2 text-sm text-primary hover:bg-muted"
        >
          <Search className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">Buscar “{termo}” nas ordens de serviço</span>
          <kbd className="ml-auto hidden rounded border border-border px-1.5 text-xs text-muted-foreground md:inline">
            Enter
          </kbd>
        </Link>
      )}
    </>
  )
}
