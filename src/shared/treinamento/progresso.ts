/** Anything the user concludes: a video, a document or a guide with its date (null while not done). */
type Concluivel = { concluido_em: string | null }

export interface Contagem {
  concluidos: number
  total: number
}

/** How many of `itens` the user concluded ('3 de 5 concluídos'). */
export function contarConcluidos(itens: readonly Concluivel[]): Contagem {
  return { concluidos: itens.filter((item) => item.concluido_em !== null).length, total: itens.length }
}

/**
 * Overall progress across the three tabs: concluded items over all items, as a whole percent rounded
 * down, so 100% means every item is done (never 99.5% shown as 100%).
 */
export function progressoGeral(
  grupos: readonly (readonly Concluivel[])[],
): Contagem & { percentual: number } {
  const total = grupos.reduce((soma, itens) => soma + itens.length, 0)
  const concluidos = grupos.reduce((soma, itens) => soma + contarConcluidos(itens).concluidos, 0)
  return { concluidos, total, percentual: total === 0 ? 0 : Math.floor((concluidos * 100) / total) }
}

/** '3 de 5 concluídos' (singular for one). */
export function textoContagem({ concluidos, total }: Contagem): string {
  return `${concluidos} de ${total} ${concluidos === 1 ? 'concluído' : 'concluídos'}`
}

// Lowercase without accents: 'relatorio' finds 'Relatórios', 'OS' finds 'os'.
const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The items whose texts contain every word of `busca`, ignoring case and accents. */
export function filtrarPorBusca<T>(itens: readonly T[], busca: string, textos: (item: T) => string[]): T[] {
  const palavras = normalizar(busca).split(/\s+/).filter(Boolean)
  if (palavras.length === 0) return [...itens]
  return itens.filter((item) => {
    const alvo = normalizar(textos(item).join(' '))
    return palavras.every((palavra) => alvo.includes(palavra))
  })
}
