/** What the public quote page and its API say (issue 9 items 3–4), in the customer's words. */
export const portalMessages = {
  naoEncontrado: 'Link não encontrado. Confira o endereço ou peça à oficina um novo link.',
  alterado: 'Este orçamento foi alterado. Peça à oficina o novo link.',
  expirado: 'Este link expirou. Peça à oficina um novo link.',
  jaRespondido: 'Este orçamento já foi respondido',
  semOrcamento: 'Envie o orçamento ao cliente antes de gerar o link',
  informeNome: 'Informe seu nome',
  nomeLongo: 'O nome deve ter no máximo 120 caracteres',
  motivoLongo: 'O motivo deve ter no máximo 500 caracteres',
  aprovadoSucesso: 'Orçamento aprovado. A oficina foi avisada.',
  recusadoSucesso: 'Resposta enviada. A oficina foi avisada.',
} as const

/** The history's note for the customer's answer: the version answered is part of the evidence. */
export const observacaoAprovacao = (versao: number) =>
  `Orçamento versão ${versao} aprovado pelo cliente na página do orçamento`
export const observacaoRecusa = (versao: number, motivo: string | null) =>
  `Versão ${versao} recusada na página do orçamento${motivo ? `. Motivo: ${motivo}` : ''}`
