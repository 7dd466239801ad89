// Apart from the schemas, so the signed-in shell shows these without downloading zod.

/** Messages of SPEC §5 and §8 "Auth", defined once. */
export const authMessages = {
  preenchaTodos: 'Preencha todos os campos',
  preenchaObrigatorios: 'Preencha todos os campos obrigatórios',
  senhasNaoCoincidem: 'As senhas não coincidem',
  senhaCurta: 'A senha deve ter pelo menos 6 caracteres',
  senhaLonga: 'A senha deve ter no máximo 128 caracteres',
  emailInvalido: 'Informe um email válido',
  emailEmUso: 'Este email já está cadastrado. Entre com sua senha ou use outro email.',
  credenciaisInvalidas: 'Email ou senha inválidos',
  usuarioInativo: 'Usuário inativo. Fale com o administrador da sua empresa.',
  loginSucesso: 'Login realizado com sucesso!',
  cadastroSucesso: 'Cadastro realizado com sucesso!',
  logoutSucesso: 'Logout realizado com sucesso!',
  erroLogin: 'Erro ao fazer login',
  erroCadastro: 'Erro ao cadastrar',
  erroLogout: 'Erro ao fazer logout',
  erroPerfil: 'Erro ao carregar perfil do usuário',
  emailNaoConfirmado:
    'Confirme seu email para entrar: enviamos um novo link de confirmação para o seu email.',
  /** Sign-up and invitation answers with SMTP: the same whether or not the email has an account. */
  confirmacaoEnviada: (email: string) =>
    `Enviamos um email para ${email} com os próximos passos. Abra-o para continuar (confira também o spam).`,
} as const
