/** Messages of 'Meu Perfil' (SPEC §8 "Saving", DESIGN §9), defined once. */
export const perfilMessages = {
  erroCarregar: 'Erro ao carregar perfil do usuário',
  atualizado: 'Perfil atualizado com sucesso',
  erroSalvar: 'Erro ao salvar perfil',
  nomeObrigatorio: 'O nome é obrigatório',
  nomeLongo: 'O nome deve ter no máximo 120 caracteres',
  senhaAlterada: 'Senha alterada com sucesso',
  erroSenha: 'Erro ao alterar senha',
  senhaAtualObrigatoria: 'Informe a senha atual',
  senhaAtualIncorreta: 'Senha atual incorreta',
} as const
