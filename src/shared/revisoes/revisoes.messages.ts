/** The revisions list's texts (/agenda/revisoes). */
export const revisoesMessages = {
  filtroInvalido: 'Filtro inválido',
  naoEncontrada: 'Revisão não encontrada',
  jaConcluida: 'Esta revisão já foi concluída por outra OS',
  erroCarregar: 'Erro ao carregar as revisões',
  marcadaContatado: 'Revisão marcada como contatada',
  desfeito: 'Revisão voltou para pendente',
  vazio: {
    mes: 'Nenhuma revisão vence este mês',
    vencidas: 'Nenhuma revisão vencida',
    todas: 'Nenhuma revisão em aberto. Cadastre serviços com “Revisão a cada” e entregue uma OS com eles.',
  },
  semResultado: 'Nenhuma revisão encontrada para esta busca',
} as const
