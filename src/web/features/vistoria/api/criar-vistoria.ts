import type { VistoriaTipo } from '../../../../shared/vistoria/vistoria'
import { vistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/os/:id/vistorias: a draft (409 with the existing one's id when the OS has it already). */
export const criarVistoria = async (osId: string, tipo: VistoriaTipo) =>
  vistoriaView.parse(
    await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/vistorias`, {
      method: 'POST',
      body: { tipo },
    }),
  )
