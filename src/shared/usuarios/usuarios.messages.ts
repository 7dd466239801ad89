/** Messages of Configurações > Usuários and the invitations (SPEC §5, §8; DESIGN §3), defined once. */
export const usuariosMessages = {
  erroCarregar: 'Erro ao carregar lista de usuários',
  erroSalvar: 'Erro ao salvar usuário',
  erroExcluir: 'Erro ao excluir usuário',
  erroAlterarSenha: 'Erro ao alterar senha',
  criado: 'Usuário criado com sucesso!',
  atualizado: 'Usuário atualizado com sucesso',
  excluido: 'Usuário excluído com sucesso',
  senhaAlterada: 'Senha alterada com sucesso',
  confirmarExclusao: 'Tem certeza que deseja excluir este usuário?',
  primeiroUsuario: 'O primeiro usuário cadastrado se torna Administrador.',
  fundador: 'Administrador fundador',
  apenasAdmin: 'Apenas administradores podem gerenciar usuários.',
  nomeObrigatorio: 'O nome é obrigatório',
  nomeLongo: 'O nome deve ter no máximo 120 caracteres',
  perfilObrigatorio: 'Selecione o perfil',
  emailNaoMuda: 'O email não pode ser alterado',
  emailEmUso: 'Este email já está cadastrado em outro usuário.',
  naoExcluirProprio: 'Você não pode excluir o seu próprio usuário.',
  ultimoAdmin:
    'A empresa precisa de pelo menos um Administrador ativo. Torne outro usuário Administrador antes.',
  emUso:
    'Este usuário tem registros no histórico (OS, orçamentos, estoque ou recebimentos) e não pode ser excluído. Desative-o para bloquear o acesso.',
  naoEncontrado: 'Usuário não encontrado',
} as const

export const convitesMessages = {
  erroCarregar: 'Erro ao carregar convites',
  erroConvidar: 'Erro ao criar convite',
  erroRevogar: 'Erro ao revogar convite',
  criado: 'Convite criado com sucesso!',
  enviado: (email: string) => `Convite enviado para ${email}.`,
  revogado: 'Convite revogado',
  linkCopiado: 'Link copiado',
  perfilInvalido: 'Selecione Gerente, Operador ou Técnico',
  naoEncontrado: 'Convite não encontrado. Peça um novo convite ao administrador da sua empresa.',
  expirado: 'Este convite expirou. Peça um novo convite ao administrador da sua empresa.',
  revogadoPublico: 'Este convite foi cancelado. Peça um novo convite ao administrador da sua empresa.',
  usado: 'Este convite já foi usado. Entre com seu email e senha.',
  jaUsadoRevogar: 'Este convite já foi usado e não pode ser revogado.',
  tokenInvalido: 'Link de convite inválido',
} as const
