/**
 * Texts of the agenda's bell items (issue 27). Apart from notificacoes.messages.ts because only the server
 * writes them: that file is in the first page's JavaScript (the bell), which has a size budget.
 */
export const notificacoesAgendaMessages = {
  proximo: 'Agendamento na próxima hora',
  semChegada: 'Não compareceu?',
  semChegadaTexto: 'marque Chegou ou Não compareceu',
  reagendamento: 'Pedido de novo horário',
  proximos: (n: number) => `${n} agendamentos na próxima hora`,
  proximosTexto: 'Clientes esperados em até 1 hora',
  semChegadas: (n: number) => `${n} agendamentos sem chegada`,
  semChegadasTexto: 'Passaram do horário hoje: marque Chegou ou Não compareceu',
  reagendamentos: (n: number) => `${n} pedidos de novo horário`,
  reagendamentosTexto: 'Pelo link do agendamento, nos últimos 7 dias',
}
