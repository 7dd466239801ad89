import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { osMessages as m } from '../../../../shared/os/os.messages'
import type { OsStatus } from '../../../../shared/os/os-status'
import { errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { bulkStatus, deleteOs } from '../api/os-api'
import { skippedDescription } from './skipped-description'

type Skipped = Parameters<typeof skippedDescription>[0]
type Verbo = Parameters<typeof skippedDescription>[1]

const reportError = (message: string, error: unknown) => {
  toast.error(message, { description: errorMessage(error, '') || undefined })
}

/** Bulk status change and bulk delete of the selected OS, with the spec's toasts (SPEC §8, DESIGN §5, §8b). */
export function useOsBulkActions(onDone: () => void) {
  const queryClient = useQueryClient()
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: osKeys.all })
    onDone()
  }
  /** How many OS the action reached (a warning when none) and why the others were skipped; then refresh. */
  const report = (done: number, skipped: Skipped, verbo: Verbo, nenhuma: string, feitas: string) => {
    const description = skippedDescription(skipped, verbo)
    // Reasons (e.g. the parts short for a conclusion) stay long enough to be read.
    const options = { description, duration: description ? 12_000 : undefined }
    if (done === 0) toast.warning(nenhuma, options)
    else toast.success(feitas, options)
    settle()
  }

  const status = useMutation({
    mutationFn: (v: { ids: string[]; status: OsStatus; observacao?: string }) =>
      bulkStatus(v.ids, v.status, v.observacao),
    onSuccess: ({ updated, skipped }) =>
      report(updated.length, skipped, 'atualizada', 'Nenhuma OS atualizada', m.atualizadas(updated.length)),
    onError: (error) => reportError(m.erroStatus, error),
  })

  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteOs(ids),
    onSuccess: ({ deleted, skipped }) =>
      report(deleted.length, skipped, 'excluída', 'Nenhuma OS excluída', m.excluidas(deleted.length)),
    onError: (error) => reportError(m.erroExcluir, error),
  })

  return {
    changeStatus: (ids: string[], to: OsStatus, observacao?: string) =>
      status.mutateAsync({ ids, status: to, observacao }),
    remove: (ids: string[]) => remove.mutateAsync(ids),
    changingStatus: status.isPending,
    removing: remove.isPending,
  }
}
