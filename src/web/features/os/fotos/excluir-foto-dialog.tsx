import type { OsFotoView } from '../../../../shared/os/os.schemas'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { tituloDe } from './fotos-tipos'

/** Asks before deleting a photo, showing it. */
export function ExcluirFotoDialog({
  numeroOs,
  foto,
  deleting,
  onConfirm,
  onClose,
}: {
  numeroOs: string
  foto: OsFotoView | null
  deleting: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <ConfirmDialog
      open={foto !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={deleting}
      title="Excluir foto"
      description={
        <>
          Tem certeza que deseja excluir esta foto {foto ? `(${tituloDe(foto.tipo)})` : ''} da {numeroOs}?
          Esta ação não pode ser desfeita.
        </>
      }
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      destructive
      buttonClassName="h-11 sm:h-10"
      onConfirm={onConfirm}
    >
      {foto && (
        <img
          src={foto.url}
          alt=""
          className="mx-auto max-h-40 rounded-md border border-border object-contain"
        />
      )}
    </ConfirmDialog>
  )
}
