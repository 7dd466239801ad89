import { z } from 'zod'
import { formasPagamento } from './formas-pagamento'

/** Stored title statuses (DESIGN §6). */
export const tituloStatuses = ['aberto', 'pago', 'cancelado'] as const
/** What the screen shows: vencido is an aberto title due before the company's today (DESIGN §8b). */
export const tituloSituacoes = ['aberto', 'vencido', 'pago', 'cancelado'] as const
export type TituloSituacao = (typeof tituloSituacoes)[number]
export const tituloSituacaoLabels: Record<TituloSituacao, string> = {
  aberto: 'Em Aberto',
  vencido: 'Vencido',
  pago: 'Pago',
  cancelado: 'Cancelado',
}
/**
 * The PIX of an open title: the charge registered at the company's bank (`banco`, issue 24), else the
 * static code (amount = balance, DOMAIN-BR.md). Null without either.
 */
export const tituloPix = z.object({
  copia_e_cola: z.string(),
  txid: z.string(),
  origem: z.enum(['estatico', 'banco']),
})

export const tituloView = z.object({
  id: z.uuid(),
  os_id: z.uuid(),
  numero_os: z.string(),
  cliente_id: z.uuid(),
  cliente_nome: z.string(),
  /** Absent for a reader without `cadastros` view (campos-restritos.ts). */
  cliente_telefone: z.string().nullable().optional(),
  veiculo: z.object({ marca: z.string(), modelo: z.string(), placa: z.string() }).nullable(),
  /** 'Sinal' or 'n/total'. */
  parcela: z.string(),
  emissao: z.string(),
  vencimento: z.string(),
  valor: z.number().int(),
  valor_pago: z.number().int(),
  /** valor − valor_pago: what is still due. */
  saldo: z.number().int(),
  forma: z.enum(formasPagamento).nullable(),
  situacao: z.enum(tituloSituacoes),
  recebido_em: z.string().nullable(),
  obs: z.string().nullable(),
  pix: tituloPix.nullable(),
  /**
   * The title's charge at the bank, when the company connected one: `pendente` until the bank has it
   * (the screen says 'Cobrança pendente de registro' and shows the static code meanwhile).
   */
  cobranca: z.enum(['pendente', 'registrada', 'concluida', 'cancelada']).nullable(),
})
export type TituloView = z.infer<typeof tituloView>
