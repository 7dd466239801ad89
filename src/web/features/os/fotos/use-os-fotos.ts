import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import type { OsFotoView, OsView } from '../../../../shared/os/os.schemas'
import { errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { FotoInvalidaError, prepareFoto } from '../../../lib/resize-image'
import { deleteFoto, uploadFoto } from '../api/os-api'
import { type Envio, FOTOS_POR_OS, mensagens, type Tipo } from './fotos-tipos'

/**
 * Sending and deleting the OS's photos: `enviar` resizes and uploads one by one (up to the limit, stopping
 * at the first error) with progress per group; `excluir` deletes the photo chosen with `setToDelete`.
 */
export function useOsFotos(os: OsView) {
  const queryClient = useQueryClient()
  const [toDelete, setToDelete] = useState<OsFotoView | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [uploading, setUploading] = useState<Record<Tipo, Envio | null>>({
    antes: null,
    depois: null,
  })

  const busy = uploading.antes !== null || uploading.depois !== null
  const refresh = () => queryClient.invalidateQueries({ queryKey: osKeys.detail(os.id) })

  async function enviar(tipo: Tipo, files: File[]) {
    const room = Math.max(0, FOTOS_POR_OS - os.fotos.length)
    const batch = files.slice(0, room)
    if (batch.length < files.length) toast.error('Erro', { description: mensagens.limite })
    if (batch.length === 0) return
    setUploading((u) => ({ ...u, [tipo]: { done: 0, total: batch.length } }))
    try {
      for (const [i, file] of batch.entries()) {
        setUploading((u) => ({ ...u, [tipo]: { done: i, total: batch.length } }))
        try {
          const { blob, fileName } = await prepareFoto(file)
          await uploadFoto(os.id, tipo, blob, fileName)
        } catch (error) {
          const description =
            error instanceof FotoInvalidaError ? error.message : errorMessage(error, mensagens.erroEnviar)
          toast.error('Erro', { description })
          break
        }
      }
    } finally {
      await refresh()
      setUploading((u) => ({ ...u, [tipo]: null }))
    }
  }

  async function excluir() {
    if (!toDelete) return
    setDeleting(true)
    try {
      await deleteFoto(os.id, toDelete.id)
      await refresh()
      setToDelete(null)
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, mensagens.erroExcluir) })
    } finally {
      setDeleting(false)
    }
  }

  return { uploading, busy, enviar, toDelete, setToDelete, deleting, excluir }
}
