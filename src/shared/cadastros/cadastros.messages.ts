/** Messages of SPEC §5 and §8 for the registers, defined once. */
export const cadastrosMessages = {
  obrigatorios: 'Por favor, preencha todos os campos obrigatórios',
  descricaoPreco: 'Preencha descrição e preço',
  nomeObrigatorio: 'O nome é obrigatório',
  emailInvalido: 'Informe um email válido',
  telefoneInvalido: 'Informe um telefone com DDD (10 ou 11 dígitos)',
  cepInvalido: 'O CEP deve ter 8 dígitos',
  ufInvalida: 'Selecione uma UF válida',
  placaInvalida: 'Placa inválida (use AAA-9999 ou AAA9A99)',
  anoInvalido: 'Ano inválido',
  kmInvalido: 'Quilometragem inválida',
  precoInvalido: 'Informe um valor válido',
  quantidadeInvalida: 'Informe uma quantidade válida (até 3 casas decimais)',
  selecioneCliente: 'Selecione o cliente',
  clienteDuplicado: 'Já existe um cliente com este CPF/CNPJ',
  placaDuplicada: 'Já existe um veículo com esta placa',
  codigoDuplicado: 'Já existe um serviço com este código',
  skuDuplicado: 'Já existe um produto com este SKU',
  clienteEmUso: 'Este cliente tem veículos, ordens de serviço ou títulos e não pode ser excluído.',
  veiculoEmUso: 'Este veículo está em ordens de serviço e não pode ser excluído.',
  usuarioDeOutraEmpresa: 'Selecione um usuário desta empresa',
  usuarioJaVinculado: 'Este usuário já está vinculado a outro técnico',
  tecnicoEmUso: 'Este técnico está em ordens de serviço e não pode ser excluído. Você pode desativá-lo.',
  servicoEmUso: 'Este serviço está em ordens de serviço e não pode ser excluído.',
  produtoEmUso:
    'Este produto está em ordens de serviço ou tem movimentos de estoque e não pode ser excluído.',
  cepNaoEncontrado: 'CEP não encontrado',
  cepIndisponivel: 'Não foi possível consultar o CEP',
  entradaQuantidade: 'Informe uma quantidade maior que zero (até 3 casas decimais)',
  estoqueMaximo: 'O estoque ficaria acima do máximo permitido',
  ajusteGrandeDemais: 'Ajuste grande demais para um só movimento: faça em duas etapas',
  semControleEstoque: 'Este produto não controla estoque: ative “Controlar estoque” no cadastro',
  entradaRegistrada: 'Entrada de estoque registrada',
  erroEntrada: 'Não foi possível registrar a entrada de estoque',
} as const

/** The technician a user is already linked to, by name (a user signs in as one register only). */
export const usuarioVinculadoAo = (tecnico: string) => `Este usuário já está vinculado ao técnico ${tecnico}`
