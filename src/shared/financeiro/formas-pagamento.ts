/** One list of payment methods everywhere (DESIGN §8b). */
export const formasPagamento = ['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia', 'outro'] as const
export type FormaPagamento = (typeof formasPagamento)[number]
export const formaPagamentoLabels: Record<FormaPagamento, string> = {
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  boleto: 'Boleto',
  transferencia: 'Transferência',
  outro: 'Outro',
}
