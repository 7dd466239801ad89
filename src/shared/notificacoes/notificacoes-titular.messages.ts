/**
 * Texts of the bell's data-subject request items (LGPD). Apart from notificacoes.messages.ts because only the
 * server writes them: that file is in the first page's JavaScript (the bell), which has a size budget.
 */
export const notificacoesTitularMessages = {
  titulo: (dias: number) =>
    dias > 1
      ? `Pedido LGPD: faltam ${dias} dias`
      : dias === 1
        ? 'Pedido LGPD: falta 1 dia'
        : dias === 0
          ? 'Pedido LGPD: vence hoje'
          : `Pedido LGPD vencido há ${-dias} ${dias === -1 ? 'dia' : 'dias'}`,
  tipos: {
    exportacao: 'exportação dos dados',
    exclusao: 'exclusão dos dados',
    correcao: 'correção dos dados',
  },
  prazo: (data: string) => `prazo ${data}`,
  resumo: (n: number) => `${n} pedidos LGPD perto do prazo`,
  resumoTexto: 'Prazo legal de 15 dias: vencem em até 5 dias ou já venceram',
}
