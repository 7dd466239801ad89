/** The texts of the appointment's confirmation, portal link and reminders (issue 27 item 2). */
export const confirmacaoMessages = {
  naoEncontrado: 'Agendamento não encontrado',
  linkInvalido: 'Link de agendamento inválido ou expirado. Peça um novo link à oficina.',
  tipoInvalido: 'Escolha confirmação ou lembrete',
  somenteLeitura: 'Este agendamento não pode mais ser alterado pelo link. Fale com a oficina.',
  informeMensagem: 'Escreva o dia e o horário que prefere',
  mensagemLonga: 'A mensagem deve ter no máximo 500 caracteres',
  semEmail: 'O cliente não tem email no cadastro',
} as const
