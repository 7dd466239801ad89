import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type EmpresaView, empresaView, type UpdateEmpresa } from '../../../../shared/empresa/empresa.schemas'
import { apiFetch } from '../../../lib/api-client'
import { meQueryKey } from '../../../lib/query-keys'
import { empresaQueryKey } from './get-empresa'

/** PATCH /api/empresa (admin only). */
export async function updateEmpresa(input: UpdateEmpresa): Promise<EmpresaView> {
  return empresaView.parse(await apiFetch<unknown>('/api/empresa', { method: 'PATCH', body: input }))
}

/** Saves the settings; /api/me is read again so the shell shows the new name and time zone at once. */
export function useUpdateEmpresa() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateEmpresa,
    onSuccess: (empresa) => {
      queryClient.setQueryData(empresaQueryKey, empresa)
      void queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
