import type { z } from 'zod'
import { pageOf } from '../../../../shared/http/lista'
import type { ListPage } from '../../../components/list/types'
import { apiFetch } from '../../../lib/api-client'
import { queryString } from '../../../lib/query-string'

export type RegisterName = 'clientes' | 'veiculos' | 'tecnicos' | 'servicos' | 'produtos'

/** List filters: the standard `q, page, pageSize` plus a register's own (`cliente_id`, `ativo`). */
export type RegisterListParams = { q?: string; page?: number; pageSize?: number } & Record<
  string,
  string | number | boolean | undefined
>

/** The five calls of one register (DESIGN §10), responses checked against the shared view schema. */
export type RegisterResource<TView, TInput> = {
  name: RegisterName
  /** Registers whose lists show this one's data (the vehicle list shows the client's name). */
  dependents: RegisterName[]
  list: (params: RegisterListParams, signal?: AbortSignal) => Promise<ListPage<TView>>
  create: (input: TInput) => Promise<TView>
  update: (id: string, input: TInput) => Promise<TView>
  remove: (id: string) => Promise<void>
}

/** Binds `/api/<name>` to its view schema; `TInput` is what the dialog sends (the create schema's output). */
export function registerResource<TView, TInput>(
  name: RegisterName,
  view: z.ZodType<TView>,
  dependents: RegisterName[] = [],
): RegisterResource<TView, TInput> {
  const page = pageOf(view)
  const base = `/api/${name}`
  return {
    name,
    dependents,
    list: async (params, signal) =>
      page.parse(await apiFetch<unknown>(`${base}${queryString(params)}`, { signal })) as ListPage<TView>,
    create: async (input) => view.parse(await apiFetch<unknown>(base, { method: 'POST', body: input })),
    update: async (id, input) =>
      view.parse(
        await apiFetch<unknown>(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
      ),
    remove: async (id) => {
      await apiFetch<unknown>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' })
    },
  }
}
