import { useSearchParams } from 'react-router'
import { filtroKeys, lerFiltrosTitulos, type TitulosFiltros } from './contas-receber-params'

/** /contas-receber keeps its filters and page in the URL, like the OS list: reload and back keep the place. */
export function useContasReceberParams() {
  const [params, setParams] = useSearchParams()
  const lidos = lerFiltrosTitulos(params)

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        change(next)
        return next
      },
      { replace: true },
    )

  /** Changes some filters and goes back to page 1. */
  const setFiltros = (patch: Partial<TitulosFiltros>) =>
    update((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      next.delete('page')
    })

  const limparFiltros = () =>
    update((next) => {
      for (const key of filtroKeys) next.delete(key)
      next.delete('page')
    })

  const setPage = (page: number) =>
    update((next) => {
      if (page > 1) next.set('page', String(page))
      else next.delete('page')
    })

  return { ...lidos, setFiltros, limparFiltros, setPage }
}
