import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterResource } from './register-resource'

/** Every list, combobox and record of this register (and of the ones that show its data) refetches. */
function invalidate(queryClient: QueryClient, resource: RegisterResource<unknown, unknown>) {
  for (const name of [resource.name, ...resource.dependents]) {
    void queryClient.invalidateQueries({ queryKey: [name] })
  }
}

/** POST when `id` is null, PATCH with the whole form otherwise. */
export function useSaveRegister<TView, TInput>(resource: RegisterResource<TView, TInput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TInput }) =>
      id ? resource.update(id, input) : resource.create(input),
    onSuccess: () => invalidate(queryClient, resource as RegisterResource<unknown, unknown>),
  })
}

/** DELETE by id; a register in use answers 409 with the reason, which the caller shows. */
export function useDeleteRegister<TView, TInput>(resource: RegisterResource<TView, TInput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => resource.remove(id),
    onSuccess: () => invalidate(queryClient, resource as RegisterResource<unknown, unknown>),
  })
}
