/** The board's own texts (the OS texts stay in os.messages.ts). */
export const patioMessages = {
  erroCarregar: 'Erro ao carregar o pátio',
  tecnicoInvalido: 'Técnico não encontrado',
  prioridadeInvalida: 'Prioridade inválida',
  filtroInvalido: 'Filtro inválido',
  colunaVazia: 'Nenhuma OS nesta etapa',
  nenhumaAtrasada: 'Nenhuma OS atrasada',
  limitado: (mostrados: number, total: number) => `Mostrando ${mostrados} de ${total} OS`,
}
