import { osMessages as m } from './os.messages'

/**
 * SPEC §5's two checks before 'Enviar Orçamento', in the spec's order: the client, then at least one
 * item. The form, the OS page and the server ask the same; `campo` is the API's field of the message.
 */
export function faltaParaEnviarOrcamento(os: {
  temCliente: boolean
  itens: number
}): { campo: 'cliente_id' | 'itens'; mensagem: string } | null {
  if (!os.temCliente) return { campo: 'cliente_id', mensagem: m.selecioneCliente }
  if (os.itens === 0) return { campo: 'itens', mensagem: m.adicioneItem }
  return null
}
