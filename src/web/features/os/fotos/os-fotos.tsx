import { useState } from 'react'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { ExcluirFotoDialog } from './excluir-foto-dialog'
import { FotoGrupo } from './foto-grupo'
import { FotoViewer } from './foto-viewer'
import { FOTOS_POR_OS, grupos, type Tipo } from './fotos-tipos'
import { useOsFotos } from './use-os-fotos'

export { FOTOS_POR_OS } from './fotos-tipos'

/**
 * The OS's photos before and after the work: thumbnails per group, a viewer with previous/next, and,
 * when `editable`, the phone camera to add a photo (resized in the browser) and a delete per photo.
 */
export function OsFotos({ os, editable, className }: { os: OsView; editable: boolean; className?: string }) {
  // The server refuses photo changes on a closed OS; the buttons follow it whatever the caller says.
  const canEdit = editable && os.status !== 'entregue' && os.status !== 'cancelado'
  const [viewer, setViewer] = useState<{ tipo: Tipo; index: number } | null>(null)
  const { uploading, busy, enviar, toDelete, setToDelete, deleting, excluir } = useOsFotos(os)

  const fotosDe = (tipo: Tipo) => os.fotos.filter((f) => f.tipo === tipo)
  const cheio = os.fotos.length >= FOTOS_POR_OS
  const viewed = viewer ? fotosDe(viewer.tipo) : []

  return (
    <Card className={className}>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle>Fotos</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 p-4 pt-0 sm:p-6 sm:pt-0">
        {grupos.map(({ tipo, titulo }) => (
          <FotoGrupo
            key={tipo}
            tipo={tipo}
            titulo={titulo}
            fotos={fotosDe(tipo)}
            editable={canEdit}
            uploading={uploading[tipo]}
            addDisabled={busy || cheio}
            cheio={cheio}
            onOpen={(index) => setViewer({ tipo, index })}
            onDelete={setToDelete}
            onFiles={(files) => void enviar(tipo, files)}
          />
        ))}
      </CardContent>

      <FotoViewer
        fotos={viewed}
        tipo={viewer?.tipo ?? 'antes'}
        index={viewer?.index ?? null}
        editable={canEdit}
        onIndex={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
        onDelete={setToDelete}
      />

      <ExcluirFotoDialog
        numeroOs={os.numero_os}
        foto={toDelete}
        deleting={deleting}
        onConfirm={excluir}
        onClose={() => setToDelete(null)}
      />
    </Card>
  )
}
