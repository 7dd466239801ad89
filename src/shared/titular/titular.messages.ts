/** The data-subject rights' messages (LGPD, issue 29 item 2). */
export const titularMessages = {
  clienteNaoEncontrado: 'Cliente não encontrado',
  solicitacaoNaoEncontrada: 'Solicitação não encontrada',
  confirmeAnonimizar: 'Digite ANONIMIZAR para confirmar',
  apenasAdminAnonimizar: 'Somente o administrador pode anonimizar um cliente.',
  apenasAdminOuGerenteExportar: 'Somente o administrador ou o gerente podem exportar os dados de um cliente.',
  apenasAdminSolicitacoes: 'Somente o administrador pode atender as solicitações de titulares.',
  jaAnonimizado: 'Este cliente já foi anonimizado',
  osAbertas: (n: number) =>
    `Conclua ou cancele as OS abertas antes de anonimizar (${n} ${n === 1 ? 'OS aberta' : 'OS abertas'})`,
  notaEmProcessamento: 'Aguarde a NFS-e em processamento deste cliente antes de anonimizar',
  tipoInvalido: 'Escolha o tipo de solicitação',
  statusInvalido: 'Situação inválida',
  mensagemLonga: 'Máximo de 1000 caracteres',
  informeResposta: 'Informe o motivo da recusa para o titular',
  respostaLonga: 'Máximo de 1000 caracteres',
  jaRespondida: 'Esta solicitação já foi respondida',
} as const
