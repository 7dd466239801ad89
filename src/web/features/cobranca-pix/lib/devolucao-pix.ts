import type { z } from 'zod'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import { devolverPixInput, type PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { maximoDevolvivel, partesDaDevolucao } from '../../../../shared/cobranca-pix/devolucao'
import { formatCurrency } from '../../../../shared/formatos/moeda'

/** The bank's word on a refund (API Pix), as the shop reads it; SOLICITANDO is ours while the bank answers. */
const devolucaoStatusLabels: Record<string, string> = {
  SOLICITANDO: 'Devolução sendo solicitada ao banco',
  EM_PROCESSAMENTO: 'Devolução em processamento',
  DEVOLVIDO: 'Devolvido',
  NAO_REALIZADO: 'Devolução não realizada',
}

/** A refund's state for the screen; a status the bank may add later is shown as it came. */
export const devolucaoStatusLabel = (status: string) => devolucaoStatusLabels[status] ?? status

/** What 'Devolver PIX' starts with: what was paid beyond the balance (or never identified), else the most. */
export function valorSugerido(r: PixRecebidoView): number {
  const livre = r.valor - r.valor_aplicado - r.valor_devolvido
  return livre > 0 ? livre : maximoDevolvivel(r)
}

/**
 * Where a refund of `valor` comes from, in the shop's words: what settled nothing goes back first; a part
 * taken from the receipt reopens the instalment (a warning). Nothing while the amount is not valid.
 */
export function explicarDevolucao(r: PixRecebidoView, valor: number | null | undefined) {
  if (typeof valor !== 'number' || !Number.isInteger(valor) || valor <= 0 || valor > maximoDevolvivel(r))
    return { volta: null, aviso: null }
  const { doExcedente, doRecebimento } = partesDaDevolucao(r, valor)
  const t = r.titulo
  const volta =
    doExcedente <= 0
      ? null
      : t
        ? `${formatCurrency(doExcedente)} pago a mais volta ao cliente`
        : `${formatCurrency(doExcedente)} volta a quem pagou`
  const aviso =
    doRecebimento <= 0
      ? null
      : `${formatCurrency(doRecebimento)} sai do recebimento ${t ? `da parcela ${t.parcela} da ${t.numero_os}` : 'do título'}: a parcela volta a ficar em aberto`
  return { volta, aviso }
}

/** The API's schema plus the most this PIX may give back, under the field before any request. */
export const devolucaoFormSchema = (maximo: number) =>
  devolverPixInput.superRefine((v, ctx) => {
    if (v.valor > maximo)
      ctx.addIssue({
        code: 'custom',
        path: ['valor'],
        message: m.devolucaoAcimaDoDisponivel(formatCurrency(maximo)),
      })
  })

export type DevolucaoFormInput = z.input<ReturnType<typeof devolucaoFormSchema>>
export type DevolucaoFormOutput = z.output<ReturnType<typeof devolucaoFormSchema>>
