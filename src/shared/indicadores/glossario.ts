/** A figure's name on screen and in exports, and the one line that says what it counts. */
export type Indicador = { nome: string; definicao: string }

/**
 * Every figure the dashboard and the reports show, defined once (issue 21 item 9): a name appears with
 * one meaning only, so an owner comparing screens never sees two different "OS abertas". Figures "now"
 * read the company's today; figures "in the period" read the dates of the period (the dashboard's is the
 * last 30 days, today included — the reports' 'Últimos 30 dias').
 */
export const glossario = {
  os_abertas: {
    nome: 'OS abertas',
    definicao: 'OS ainda não concluídas, entregues nem canceladas hoje, rascunhos incluídos.',
  },
  em_execucao: { nome: 'Em Execução', definicao: 'OS com o status Em Execução hoje.' },
  aguardando_peca: { nome: 'Aguardando Peça', definicao: 'OS paradas à espera de peça hoje.' },
  novas_os: {
    nome: 'Novas OS',
    definicao: 'OS criadas no período, pela data de abertura, qualquer que seja o status hoje.',
  },
  os_concluidas: {
    nome: 'OS concluídas',
    definicao: 'OS concluídas no período, pela data de conclusão; as canceladas depois não contam.',
  },
  os_entregues: {
    nome: 'OS entregues',
    definicao: 'OS entregues ao cliente no período, cada uma na data da primeira entrega.',
  },
  os_canceladas: {
    nome: 'OS canceladas',
    definicao: 'OS canceladas no período, cada uma na data do primeiro cancelamento.',
  },
  tempo_medio: {
    nome: 'Tempo médio até a conclusão',
    definicao: 'Média de dias da abertura à conclusão das OS concluídas no período.',
  },
  no_prazo: {
    nome: 'Concluídas no prazo',
    definicao: 'Das OS concluídas no período com previsão de entrega, as que terminaram até a data prevista.',
  },
  conversao: {
    nome: 'Conversão de orçamentos',
    definicao: 'Dos orçamentos enviados pela primeira vez no período, os que o cliente aprovou.',
  },
  valor_aprovado: {
    nome: 'Valor aprovado',
    definicao: 'Valor aprovado dos orçamentos enviados no período, comparado ao valor orçado.',
  },
  receita: {
    nome: 'Receita',
    definicao: 'Valor das OS concluídas no período, já com descontos, pela data de conclusão.',
  },
  ticket_medio: {
    nome: 'Ticket médio',
    definicao: 'Receita das OS concluídas no período dividida pelo número delas.',
  },
  descontos: {
    nome: 'Descontos concedidos',
    definicao: 'Descontos das OS concluídas no período, no total da OS e nos itens.',
  },
  margem_produtos: {
    nome: 'Margem bruta em produtos',
    definicao: 'Receita dos produtos das OS concluídas no período menos o custo do cadastro (só com custo).',
  },
  margem_servicos: {
    nome: 'Margem bruta em serviços',
    definicao: 'Receita dos serviços das OS concluídas no período menos o custo do cadastro (só com custo).',
  },
  recebido: {
    nome: 'Recebido',
    definicao: 'Pagamentos registrados no período, pela data do pagamento, parciais incluídos.',
  },
  faturado: {
    nome: 'Faturado',
    definicao:
      'Parcelas emitidas no período ao faturar OS, pagas ou não; faturamentos estornados não contam.',
  },
  a_receber: { nome: 'A receber', definicao: 'Saldo das parcelas em aberto hoje, vencidas ou não.' },
  titulos_vencidos: {
    nome: 'Títulos vencidos',
    definicao: 'Saldo das parcelas em aberto com vencimento antes de hoje.',
  },
} as const satisfies Record<string, Indicador>

export type IndicadorChave = keyof typeof glossario

/** The dashboard's window, in the name of the figures it counts over it. */
export const nos30Dias = (indicador: Indicador): Indicador => ({
  nome: `${indicador.nome} (30 dias)`,
  definicao: indicador.definicao.replace('no período', 'nos últimos 30 dias'),
})
