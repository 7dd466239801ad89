import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { municipioView } from '../../../../shared/fiscal/fiscal.schemas'
import { apiFetch } from '../../../lib/api-client'

export type Municipio = z.infer<typeof municipioView>

/** GET /api/fiscal/municipios?uf=&cidade= (admin only): the IBGE code of a city; 404 when unknown. */
export async function buscarMunicipio({ uf, cidade }: { uf: string; cidade: string }): Promise<Municipio> {
  const params = new URLSearchParams({ uf, cidade })
  return municipioView.parse(await apiFetch<unknown>(`/api/fiscal/municipios?${params}`))
}

/** 'Buscar pelo endereço da empresa': asked on a click, never cached (the address may have changed). */
export const useBuscarMunicipio = () => useMutation({ mutationFn: buscarMunicipio })
