import { Camera, ImageOff, Images, Trash2 } from 'lucide-react'
import { type ChangeEvent, useRef } from 'react'
import type { OsFotoView } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { FOTO_TIPOS_ACEITOS } from '../../../lib/resize-image'
import { useMediaQuery } from '../../../lib/use-media-query'
import { type Envio, mensagens, type Tipo } from './fotos-tipos'
import { Miniatura } from './miniatura'

/** One group ('Antes' or 'Depois'): its title and count, the add buttons, the upload progress and thumbnails. */
export function FotoGrupo({
  tipo,
  titulo,
  fotos,
  editable,
  uploading,
  addDisabled,
  cheio,
  onOpen,
  onDelete,
  onFiles,
}: {
  tipo: Tipo
  titulo: string
  fotos: OsFotoView[]
  editable: boolean
  uploading: Envio | null
  addDisabled: boolean
  cheio: boolean
  onOpen: (index: number) => void
  onDelete: (foto: OsFotoView) => void
  onFiles: (files: File[]) => void
}) {
  const cameraRef = useRef<HTMLInputElement>(null)
  const galleryRef = useRef<HTMLInputElement>(null)
  // With `capture` a phone opens the camera straight away; the gallery button picks photos already taken.
  const touch = useMediaQuery('(pointer: coarse)')
  const headingId = `os-fotos-${tipo}`

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    // Clear the input so the same photo can be chosen again after an error.
    event.target.value = ''
    if (files.length) onFiles(files)
  }
  const fileInput = (ref: typeof cameraRef, camera: boolean) => (
    <input
      ref={ref}
      type="file"
      accept={FOTO_TIPOS_ACEITOS.join(',')}
      capture={camera ? 'environment' : undefined}
      multiple={!camera}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={onChange}
    />
  )

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {titulo}{' '}
          <span className="text-sm font-normal text-muted-foreground tabular-nums">({fotos.length})</span>
        </h3>
        {editable && (
          <div className="flex w-full gap-2 sm:w-auto">
            {fileInput(cameraRef, true)}
            <Button
              variant="outline"
              className="h-11 flex-1 sm:h-10 sm:flex-none"
              disabled={addDisabled}
              title={cheio ? mensagens.limite : undefined}
              aria-label={`Adicionar foto (${titulo})`}
              onClick={() => cameraRef.current?.click()}
            >
              <Camera aria-hidden="true" />
              Adicionar foto
            </Button>
            {touch && (
              <>
                {fileInput(galleryRef, false)}
                <Button
                  variant="outline"
                  className="h-11 sm:h-10"
                  disabled={addDisabled}
                  aria-label={`Galeria: escolher fotos (${titulo})`}
                  onClick={() => galleryRef.current?.click()}
                >
                  <Images aria-hidden="true" />
                  Galeria
                </Button>
              </>
            )}
          </div>
        )}
      </div>

      {uploading && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner label="" />
          Enviando foto…
          {uploading.total > 1 && (
            <span className="tabular-nums">
              ({uploading.done + 1} de {uploading.total})
            </span>
          )}
        </p>
      )}

      {fotos.length === 0 && !uploading ? (
        <div className="flex items-center gap-2 rounded-md border border-dashed border-border px-4 py-6 text-sm text-muted-foreground">
          <ImageOff className="size-5 shrink-0" aria-hidden="true" />
          Nenhuma foto
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {fotos.map((foto, index) => (
            <li key={foto.id} className="group relative aspect-square">
              <button
                type="button"
                className="block size-full overflow-hidden rounded-md border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={`Abrir foto ${index + 1} de ${fotos.length} (${titulo})`}
                onClick={() => onOpen(index)}
              >
                <Miniatura src={foto.url} alt={`${titulo}, foto ${index + 1}`} />
              </button>
              {editable && (
                <button
                  type="button"
                  className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-md text-white focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Excluir foto ${index + 1} (${titulo})`}
                  onClick={() => onDelete(foto)}
                >
                  <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-900/60 group-hover:bg-destructive">
                    <Trash2 className="size-4" aria-hidden="true" />
                  </span>
                </button>
              )}
            </li>
          ))}
          {uploading && (
            <li
              className="flex aspect-square items-center justify-center rounded-md border border-dashed border-border bg-muted"
              aria-hidden="true"
            >
              <Spinner className="size-6 text-primary" label="" />
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
