import { osKeys } from '../../../lib/query-keys'

export const mensagensKeys = {
  modelos: ['modelos-mensagem'] as const,
  // Under the OS key: any change of the OS (status, total, customer) refreshes its message.
  pronta: (osId: string) => [...osKeys.detail(osId), 'mensagem-pronta'] as const,
}
