/** Portuguese texts of the training centre, said once for the API and the screens. */
export const treinamentoMessages = {
  itemNaoEncontrado: 'Item de treinamento não encontrado',
  documentoNaoEncontrado: 'Documento não encontrado',
  videoIndisponivel: 'Vídeo indisponível neste servidor',
  tipoInvalido: 'Tipo de item inválido',
  erroCarregar: 'Erro ao carregar o centro de treinamento',
  erroProgresso: 'Não foi possível salvar seu progresso',
  guiaConcluido: 'Guia marcado como concluído',
  guiaDesmarcado: 'Guia desmarcado',
} as const
