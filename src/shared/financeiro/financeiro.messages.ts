/** SPEC §8 texts for billing and receivables, verbatim, plus Bancada's own rule messages. */
export const financeiroMessages = {
  recebimentoRegistrado: 'Recebimento registrado com sucesso',
  erroRecebimento: 'Erro ao registrar recebimento',
  erroBuscar: 'Erro ao buscar contas a receber',
  faturada: (numero: string) => `${numero} faturada com sucesso`,
  erroFaturar: (message: string) => `Erro ao faturar OS: ${message}`,
  estornada: 'Faturamento estornado',
  erroEstornar: (message: string) => `Erro ao estornar faturamento: ${message}`,
  jaFaturada: 'Esta OS já foi faturada',
  naoFaturavel: 'Só uma OS em execução ou concluída pode ser faturada',
  semTotal: 'A OS não tem valor a faturar',
  semCliente: 'Selecione o cliente da OS antes de faturar',
  naoFaturada: 'Esta OS não está faturada',
  estornoComRecebimento: 'Não é possível estornar: a OS já tem recebimentos registrados',
  sinalMaiorQueTotal: 'O sinal não pode ser maior que o total da OS',
  parcelasInvalidas: 'Informe de 1 a 12 parcelas',
  parcelasDemais: 'Parcelas demais para o valor restante',
  vencimentoInvalido: 'Informe a data do primeiro vencimento',
  formaInvalida: 'Selecione a forma de pagamento',
  valorInvalido: 'Informe o valor recebido',
  valorAcimaDoSaldo: (saldo: string) => `O valor recebido é maior que o saldo do título (${saldo})`,
  tituloPago: 'Este título já está pago',
  tituloCancelado: 'Este título foi cancelado',
  dataInvalida: 'Data inválida',
  dataFutura: 'A data do recebimento não pode ser futura',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial',
  pixCopiado: 'Código PIX copiado',
  tituloNaoEncontrado: 'Título não encontrado',
  /** The OS history note of an invoice, e.g. 'Faturada em 3 parcelas, sinal de R$ 200,00 (PIX)'. */
  historicoFaturada: (parcelas: number, sinal: string | null, forma: string) =>
    `Faturada ${parcelas === 0 ? 'à vista' : `em ${parcelas} ${parcelas === 1 ? 'parcela' : 'parcelas'}`}${sinal ? `, sinal de ${sinal}` : ''} (${forma})`,
  /** The OS history note of a reversal: what it cancelled. */
  historicoEstornada: (titulos: number) =>
    `${titulos} ${titulos === 1 ? 'título cancelado' : 'títulos cancelados'}`,
}
