import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type EmailsEmpresaList, emailsEmpresaList } from '../../../../shared/email/emails-empresa.schemas'
import { apiFetch } from '../../../lib/api-client'

export const emailsEmpresaQueryKey = ['empresa', 'emails'] as const

/** GET /api/empresa/emails (admin only): the company's outbox, newest first. */
export async function getEmailsEmpresa(page: number, signal?: AbortSignal): Promise<EmailsEmpresaList> {
  return emailsEmpresaList.parse(await apiFetch<unknown>(`/api/empresa/emails?page=${page}`, { signal }))
}

export const emailsEmpresaQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...emailsEmpresaQueryKey, page],
    queryFn: ({ signal }) => getEmailsEmpresa(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Erro ao carregar os emails enviados' },
  })

export const useEmailsEmpresa = (page: number) => useQuery(emailsEmpresaQueryOptions(page))
