import { osKeys } from '../../../lib/query-keys'

// Under the OS key: the live updates' 'os' kind (an inspection changed) and every OS write refresh them.
export const vistoriaKeys = {
  daOs: (osId: string) => [...osKeys.all, 'vistorias', osId] as const,
  detalhe: (id: string) => [...osKeys.all, 'vistoria', id] as const,
  modelo: ['vistoria-modelo'] as const,
}
