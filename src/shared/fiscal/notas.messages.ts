/** What the NFS-e of an OS says to the shop (issue 28): refusals, reasons and the cancel's rule. */
export const notasMessages = {
  osNaoFaturada: 'Fature a OS antes de emitir a NFS-e.',
  osCancelada: 'OS cancelada não tem NFS-e.',
  emProcessamento: 'A NFS-e desta OS está em processamento.',
  jaAutorizada: 'Esta OS já tem NFS-e autorizada.',
  semCliente: 'A OS não tem cliente: a NFS-e precisa do tomador do serviço.',
  documentoInvalido: (tipo: 'CPF' | 'CNPJ') =>
    `O ${tipo} do cliente está incompleto: corrija o cadastro do cliente para emitir a NFS-e.`,
  notaNaoEncontrada: 'Nota fiscal não encontrada',
  soAutorizadaCancela: 'Só uma NFS-e autorizada pode ser cancelada.',
  motivoCancelamento: 'Informe o motivo do cancelamento (de 15 a 255 caracteres).',
  cancelarAntesDeEstornar: 'Cancele a NFS-e desta OS antes de estornar o faturamento.',
  documentoIndisponivel: 'O documento ainda não está disponível: a NFS-e não foi autorizada.',
} as const

/** The cancel's reason: the law's justificativa, 15 to 255 characters. */
export const MOTIVO_MIN = 15
export const MOTIVO_MAX = 255
