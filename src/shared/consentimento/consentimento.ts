/**
 * LGPD legal basis of the messages to a customer (issue 29 item 3). Service messages (quote, OS ready,
 * payment of an existing debt, receipts, appointments the customer booked) go on contract execution;
 * revision reminders and promotions only with the customer's consent and no opt-out since.
 */
export const consentimentoMessages = {
  secao: 'Comunicações (LGPD)',
  explicacaoServico:
    'Mensagens do serviço (orçamento, OS pronta, cobrança e recibos) são enviadas para a execução do contrato e não dependem de consentimento.',
  rotuloBalcao: 'Aceita receber lembretes de revisão e promoções (consentimento)',
  rotuloPortal: 'Quero receber lembretes de revisão e ofertas',
  semConsentimento: 'Cliente sem consentimento para lembretes',
  linkInvalido: 'Este link de descadastro não é válido. Confira se ele foi copiado inteiro da mensagem.',
  descadastrado: 'Pronto: você não receberá mais lembretes de revisão nem ofertas desta oficina.',
  portalSalvo: 'Preferência salva',
  escolhaInvalida: 'Escolha inválida',
} as const

export type SituacaoDeConsentimento = {
  consentimento_marketing: boolean
  optout_em: Date | string | null
}

/** Reminders and marketing only to a customer who consented and has not opted out since. */
export const podeReceberLembretes = (c: SituacaoDeConsentimento): boolean =>
  c.consentimento_marketing && c.optout_em === null
