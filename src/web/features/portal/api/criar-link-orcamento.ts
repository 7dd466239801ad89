import { useMutation } from '@tanstack/react-query'
import { type OrcamentoLinkView, orcamentoLinkView } from '../../../../shared/portal/portal.schemas'
import { apiFetch } from '../../../lib/api-client'

/** POST /api/os/:id/link: the public link of the OS's current quote version (the same one while live). */
export const criarLinkOrcamento = async (osId: string): Promise<OrcamentoLinkView> =>
  orcamentoLinkView.parse(
    await apiFetch<unknown>(`/api/os/${encodeURIComponent(osId)}/link`, { method: 'POST' }),
  )

export const useCriarLinkOrcamento = () => useMutation({ mutationFn: criarLinkOrcamento })
