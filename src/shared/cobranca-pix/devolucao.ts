/** What of a received PIX may go back to the payer ('Devolver PIX'), and where it comes from. */
export interface PixDevolvivel {
  valor: number
  valor_aplicado: number
  valor_devolvido: number
  devolucao_status: string | null
}

/**
 * A PIX is refunded once (the bank's refund id is ours to choose, one per PIX); a refund the bank did
 * not carry out (NAO_REALIZADO) may be asked again.
 */
export const podeDevolver = (r: PixDevolvivel) =>
  (r.devolucao_status === null || r.devolucao_status === 'NAO_REALIZADO') && r.valor > r.valor_devolvido

/** The most that may go back: the whole PIX less what went back already. */
export const maximoDevolvivel = (r: PixDevolvivel) => r.valor - r.valor_devolvido

/**
 * A refund of `valor` takes first what settled nothing (paid beyond the balance, or never identified),
 * then the receipt it made on its title: that part leaves the title's paid sum (the title is open again).
 */
export function partesDaDevolucao(r: PixDevolvivel, valor: number) {
  const livre = r.valor - r.valor_aplicado - r.valor_devolvido
  const doExcedente = Math.min(valor, livre)
  return { doExcedente, doRecebimento: valor - doExcedente }
}
