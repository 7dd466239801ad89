/** Messages of the Configurações screen (SPEC §5, §8) and of the company's PIX data, defined once. */
export const empresaMessages = {
  nomeObrigatorio: 'O nome é obrigatório',
  apenasAdmin: 'Apenas administradores podem alterar essas configurações',
  erroCarregar: 'Erro ao carregar configurações da empresa',
  salvas: 'Configurações salvas com sucesso',
  erroSalvar: 'Erro ao salvar configurações',
  preferenciasSalvas: 'Preferências salvas com sucesso',
  fusoInvalido: 'Selecione um fuso horário válido',
  pixTipoObrigatorio: 'Selecione o tipo da chave PIX',
  pixTipoInvalido: 'Tipo de chave PIX inválido',
  pixChaveObrigatoria: 'Informe a chave PIX',
  pixChaveInvalida: 'Chave PIX inválida',
  pixNomeObrigatorio: 'Informe o nome do recebedor',
  pixCidadeObrigatoria: 'Informe a cidade do recebedor',
  estoqueNegativoInvalido: 'Informe se a empresa permite estoque negativo (sim ou não)',
  estoqueSalvo: (permitir: boolean) =>
    permitir
      ? 'Estoque negativo permitido'
      : 'Estoque negativo bloqueado: falta de peça impede concluir a OS',
  erroSalvarEstoque: 'Não foi possível salvar a configuração de estoque',
} as const
