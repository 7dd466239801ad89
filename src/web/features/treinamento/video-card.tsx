import { CircleCheck, Clock, PlayCircle, VideoOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { treinamentoMessages as m } from '../../../shared/treinamento/treinamento.messages'
import type { VideoFonte, VideoView } from '../../../shared/treinamento/treinamento.schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'

/**
 * One video. The player loads only after 'Assistir' (five players would fetch five videos on a phone).
 * A served file is marked watched by its `play` event; an external embed, whose events the page cannot
 * read, when the person opens it. Without either, the card says the video is not on this server.
 */
export function VideoCard({ video, onAssistido }: { video: VideoView; onAssistido: () => void }) {
  const [aberto, setAberto] = useState(false)
  const assistido = video.concluido_em !== null
  const fonte = video.fonte

  const abrir = () => {
    setAberto(true)
    if (fonte?.tipo === 'embed' && !assistido) onAssistido()
  }

  return (
    <Card className="flex flex-col overflow-hidden">
      {aberto && fonte ? (
        <Player
          fonte={fonte}
          titulo={video.titulo}
          onPlay={() => {
            if (!assistido) onAssistido()
          }}
        />
      ) : (
        <div className="flex aspect-video items-center justify-center bg-slate-900 p-4 text-center text-slate-100">
          {fonte ? (
            <Button variant="secondary" onClick={abrir} aria-label={`Assistir ${video.titulo}`}>
              <PlayCircle aria-hidden="true" />
              Assistir
            </Button>
          ) : (
            <p className="flex flex-col items-center gap-2 text-sm">
              <VideoOff className="size-6 text-slate-400" aria-hidden="true" />
              {m.videoIndisponivel}
            </p>
          )}
        </div>
      )}
      <div className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{video.categoria}</Badge>
          {video.duracao && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" />
              {video.duracao}
            </span>
          )}
          {assistido && (
            <Badge variant="success">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Assistido
            </Badge>
          )}
        </div>
        <h3 className="font-medium">{video.titulo}</h3>
        <p className="text-sm text-muted-foreground">{video.descricao}</p>
      </div>
    </Card>
  )
}

function Player({ fonte, titulo, onPlay }: { fonte: VideoFonte; titulo: string; onPlay: () => void }) {
  const ref = useRef<HTMLVideoElement>(null)
  // Opened by a click, so the browser lets it start at once; if it refuses, the controls remain.
  useEffect(() => {
    void ref.current?.play().catch(() => undefined)
  }, [])

  if (fonte.tipo === 'embed') {
    return (
      <iframe
        src={fonte.url}
        title={titulo}
        className="aspect-video w-full border-0 bg-black"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        // The app sends no referrer by default; embed players (YouTube) refuse to play without one.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the training videos are narrated screen recordings; captions come with the files when the owner provides them
    <video
      ref={ref}
      src={fonte.url}
      controls
      playsInline
      preload="metadata"
      aria-label={titulo}
      onPlay={onPlay}
      className="aspect-video w-full bg-black"
    />
  )
}
