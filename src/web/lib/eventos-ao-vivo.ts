import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { listaDeTiposDeEvento, type TipoEvento, tiposDaMensagem } from '../../shared/eventos/eventos'

/**
 * The cache keys (their roots: every query under them) each kind of change refreshes. Only the queries
 * on screen refetch; the others are fetched fresh when next shown. The bell is computed from OS, titles
 * and stock, so most kinds refresh it.
 */
export const chavesPorTipo: Record<TipoEvento, readonly string[]> = {
  // The board ('Pátio') is cached under 'os'.
  os: ['os', 'dashboard', 'notificacoes', 'busca'],
  agenda: ['agenda', 'revisoes', 'dashboard', 'notificacoes'],
  financeiro: ['financeiro', 'os', 'dashboard', 'notificacoes', 'cobranca-pix'],
  // Every NFS-e query (the OS page's panel, the notes list) is cached under 'fiscal'.
  fiscal: ['fiscal'],
  cadastros: ['clientes', 'veiculos', 'tecnicos', 'servicos', 'produtos', 'os', 'notificacoes'],
  notificacoes: ['notificacoes'],
}

export const chavesDe = (tipos: readonly TipoEvento[]) => [...new Set(tipos.flatMap((t) => chavesPorTipo[t]))]

const ESPERA_MIN_MS = 1_000
const ESPERA_MAX_MS = 30_000
/** The wait before the next reconnection: doubling from 1 s up to 30 s. */
export const proximaEspera = (atual: number) =>
  Math.min(Math.max(atual, ESPERA_MIN_MS / 2) * 2, ESPERA_MAX_MS)

function invalidar(queryClient: QueryClient, tipos: readonly TipoEvento[]) {
  for (const raiz of chavesDe(tipos)) void queryClient.invalidateQueries({ queryKey: [raiz] })
}

/**
 * Live updates (issue 25): one stream of the company's changes per tab (GET /api/eventos); each message
 * refreshes the screens its kinds touch. A dropped stream is opened again with a growing wait, and then
 * everything on screen is refreshed (changes made meanwhile were not heard).
 */
export function useEventosAoVivo() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let fonte: EventSource | undefined
    let espera = ESPERA_MIN_MS
    let religar: ReturnType<typeof setTimeout> | undefined
    let jaAbriu = false
    let parado = false

    const conectar = () => {
      fonte = new EventSource('/api/eventos')
      fonte.addEventListener('open', () => {
        espera = ESPERA_MIN_MS
        if (jaAbriu) invalidar(queryClient, listaDeTiposDeEvento)
        jaAbriu = true
      })
      fonte.addEventListener('mudanca', (e) => {
        let dados: unknown
        try {
          dados = JSON.parse((e as MessageEvent<string>).data)
        } catch {
          return
        }
        invalidar(queryClient, tiposDaMensagem(dados))
      })
      fonte.addEventListener('error', () => {
        fonte?.close()
        if (parado) return
        religar = setTimeout(conectar, espera)
        espera = proximaEspera(espera)
      })
    }
    conectar()
    return () => {
      parado = true
      clearTimeout(religar)
      fonte?.close()
    }
  }, [queryClient])
}
