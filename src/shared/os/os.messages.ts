/** SPEC §5 and §8 texts for OS screens, verbatim, plus Bancada's own rule messages. */
export const osMessages = {
  selecioneCliente: 'Selecione o cliente antes de enviar o orçamento',
  adicioneItem: 'Adicione pelo menos um item antes de enviar o orçamento',
  selecioneServico: 'Selecione um serviço',
  selecioneProduto: 'Selecione um produto',
  estoqueInsuficiente: 'Quantidade solicitada maior que o estoque disponível',
  selecioneStatus: 'Selecione um status',
  motivoCancelamento: 'Informe o motivo do cancelamento',
  itensSoEmRascunho: 'Itens, valores e condições só mudam em rascunho. Use "Revisar orçamento".',
  osFechada: 'OS entregue ou cancelada não pode ser alterada',
  /**
   * A save on an older version (optimistic concurrency). `quem` is null when no user made the change (the
   * customer's page, the bank); `quando` is 'às 14:05', or 'em 22/11/2026 às 14:05' on another day.
   */
  osAlterada: (quem: string | null, quando: string) =>
    `Esta OS foi alterada por ${quem ?? 'outra pessoa'} ${quando}`,
  semDesconto: (descricao: string) => `O serviço ${descricao} não permite desconto`,
  veiculoDeOutroCliente: 'O veículo não pertence ao cliente selecionado',
  clienteNaoEncontrado: 'Cliente não encontrado',
  tecnicoInvalido: 'Selecione um técnico ativo',
  naoExcluivel: 'Só um rascunho nunca enviado pode ser excluído; cancele a OS',
  comVistoriaAssinada: 'Esta OS tem uma vistoria assinada pelo cliente e não pode ser excluída; cancele a OS',
  faturada: 'Estorne o faturamento antes de cancelar a OS',
  orcamentoRecusado:
    'O cliente recusou este orçamento. Abra a OS para aprovar mesmo assim ou revisar o orçamento.',
  dataInvalida: 'Data inválida',
  salva: (numero: string) => `${numero} salva com sucesso!`,
  orcamentoEnviado: 'Orçamento enviado com sucesso!',
  atualizadas: (n: number) => `${n} OS atualizadas com sucesso`,
  excluidas: (n: number) => `${n} OS excluídas com sucesso`,
  confirmarExclusao: (n: number) =>
    `Tem certeza que deseja excluir ${n} OS? Esta ação não pode ser desfeita.`,
  erroSalvar: (message: string) => `Erro ao salvar OS: ${message}`,
  erroEnviar: (message: string) => `Erro ao enviar orçamento: ${message}`,
  erroStatus: 'Erro ao atualizar status das OS',
  erroExcluir: 'Erro ao excluir OS',
  erroCarregar: 'Erro ao carregar ordens de serviço',
  erroServicos: (message: string) => `Erro ao carregar serviços: ${message}`,
  erroProdutos: (message: string) => `Erro ao carregar produtos: ${message}`,
  nenhumaOs: 'Nenhuma ordem de serviço encontrada',
}
