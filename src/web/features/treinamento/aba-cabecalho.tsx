import { Search } from 'lucide-react'
import { type Contagem, textoContagem } from '../../../shared/treinamento/progresso'
import { Input } from '../../components/ui/input'

/** A tab's search box and its '3 de 5 concluídos' count (the count is of the whole tab, not the search). */
export function AbaCabecalho({
  busca,
  onBusca,
  rotulo,
  contagem,
}: {
  busca: string
  onBusca: (busca: string) => void
  rotulo: string
  contagem: Contagem
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={busca}
          onChange={(event) => onBusca(event.target.value)}
          placeholder={`${rotulo}...`}
          aria-label={rotulo}
          className="pl-9"
        />
      </div>
      <p className="text-sm font-medium text-muted-foreground tabular-nums" aria-live="polite">
        {textoContagem(contagem)}
      </p>
    </div>
  )
}

/** Nothing to show: with a search, say so and offer the way back; without one, the tab has no content. */
export function NadaEncontrado({
  texto,
  busca,
  onLimpar,
}: {
  texto: string
  busca: string
  onLimpar: () => void
}) {
  const buscando = busca.trim() !== ''
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center">
      <p className="text-sm font-medium">{buscando ? texto : 'Nenhum conteúdo publicado nesta aba ainda.'}</p>
      {buscando && (
        <button type="button" onClick={onLimpar} className="text-sm font-medium text-primary hover:underline">
          Limpar busca
        </button>
      )}
    </div>
  )
}
