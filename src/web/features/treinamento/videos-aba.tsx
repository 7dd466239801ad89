import { contarConcluidos, filtrarPorBusca } from '../../../shared/treinamento/progresso'
import type { VideoView } from '../../../shared/treinamento/treinamento.schemas'
import { AbaCabecalho, NadaEncontrado } from './aba-cabecalho'
import { VideoCard } from './video-card'

/** Vídeos: cards by category, searchable by title, description or category. */
export function VideosAba({
  videos,
  busca,
  onBusca,
  onAssistido,
}: {
  videos: VideoView[]
  busca: string
  onBusca: (busca: string) => void
  onAssistido: (video: VideoView) => void
}) {
  const visiveis = filtrarPorBusca(videos, busca, (v) => [v.titulo, v.descricao, v.categoria])
  return (
    <>
      <AbaCabecalho
        busca={busca}
        onBusca={onBusca}
        rotulo="Buscar vídeos"
        contagem={contarConcluidos(videos)}
      />
      {visiveis.length === 0 ? (
        <NadaEncontrado texto="Nenhum vídeo encontrado" busca={busca} onLimpar={() => onBusca('')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visiveis.map((video) => (
            <li key={video.id} className="min-w-0">
              <VideoCard video={video} onAssistido={() => onAssistido(video)} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
