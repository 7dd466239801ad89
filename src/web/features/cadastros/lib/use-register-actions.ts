import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useDeleteRegister, useSaveRegister } from '../api/register-mutations'
import type { RegisterResource } from '../api/register-resource'
import { registerMessages } from './register-messages'

/**
 * Saves a dialog's form with the spec's toasts and answers the saved record (null when it failed). A 400
 * puts each server message under its field; a 409 (duplicate document, plate, code, SKU) goes under
 * `conflictField` as well as in the toast.
 */
export function useRegisterSave<TView, TInput, TForm extends FieldValues>(
  resource: RegisterResource<TView, TInput>,
  conflictField?: Path<TForm>,
) {
  const mutation = useSaveRegister(resource)
  const messages = registerMessages[resource.name]
  const save = async (
    id: string | null,
    input: TInput,
    setError: UseFormSetError<TForm>,
  ): Promise<TView | null> => {
    try {
      const saved = await mutation.mutateAsync({ id, input })
      toast.success('Sucesso', { description: id ? messages.atualizado : messages.cadastrado })
      return saved
    } catch (error) {
      if (error instanceof ApiError && error.fromServer) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          setError(field as Path<TForm>, { message })
        }
        if (error.status === 409 && conflictField) setError(conflictField, { message: error.message })
      }
      const description =
        error instanceof ApiError && error.fromServer ? error.message : (messages.salvar ?? undefined)
      toast.error('Erro ao salvar', { description })
      return null
    }
  }
  return { save, saving: mutation.isPending }
}

/** Deletes with the spec's toasts; a 409 (in use by an OS, title or vehicle) shows the server's reason. */
export function useRegisterDelete<TView, TInput>(resource: RegisterResource<TView, TInput>) {
  const mutation = useDeleteRegister(resource)
  const messages = registerMessages[resource.name]
  return async (id: string): Promise<void> => {
    try {
      await mutation.mutateAsync(id)
      toast.success('Sucesso', { description: messages.excluido })
    } catch (error) {
      toast.error('Erro ao excluir', { description: errorMessage(error, messages.excluir) })
      throw error
    }
  }
}
