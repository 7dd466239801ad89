import { formatDate, formatDateTime } from '../formatos/data'
import { formatCurrency } from '../formatos/moeda'

/** What an entry is about: the audited tables (migration 0037) and the subjects of actions. */
export const rotulosEntidade: Record<string, string> = {
  clientes: 'Cliente',
  veiculos: 'Veículo',
  tecnicos: 'Técnico',
  servicos_catalogo: 'Serviço do catálogo',
  produtos: 'Produto',
  os: 'OS',
  os_itens: 'Item da OS',
  os_orcamentos: 'Orçamento da OS',
  os_fotos: 'Foto da OS',
  orcamento_links: 'Link do orçamento',
  estoque_movimentos: 'Movimento de estoque',
  ar_titulos: 'Título a receber',
  pagamentos: 'Pagamento',
  agendamentos: 'Agendamento',
  agendamento_links: 'Link do agendamento',
  revisoes: 'Revisão',
  modelos_mensagem: 'Modelo de mensagem',
  vistorias: 'Vistoria',
  vistoria_fotos: 'Foto da vistoria',
  vistoria_links: 'Link da vistoria',
  vistoria_modelos: 'Modelo de vistoria',
  cobranca_pix_config: 'Configuração do PIX',
  cobrancas_pix: 'Cobrança PIX',
  pix_recebidos: 'PIX recebido',
  lembretes_cobranca: 'Lembrete de cobrança',
  nfse_config: 'Configuração fiscal',
  notas_fiscais: 'Nota fiscal (NFS-e)',
  convites: 'Convite',
  membros: 'Usuário',
  role_permissions: 'Permissões',
  empresas: 'Empresa',
  emails_empresa: 'E-mail da empresa',
  treinamento_progresso: 'Treinamento',
  notificacoes_leitura: 'Notificação lida',
  solicitacoes_titular: 'Solicitação do titular (LGPD)',
  sessao: 'Sessão',
  exportacao: 'Exportação',
  atividades: 'Registro de atividades',
  assinatura: 'Assinatura',
  senha: 'Senha',
  email: 'E-mail',
  mensagem: 'Mensagem',
  documento: 'Documento',
  titular: 'Dados do titular (LGPD)',
}

/** What was done: row changes (criou, alterou, excluiu) and actions. */
export const rotulosAcao: Record<string, string> = {
  criou: 'Criou',
  alterou: 'Alterou',
  excluiu: 'Excluiu',
  entrou: 'Entrou',
  falhou_entrar: 'Falha ao entrar',
  saiu: 'Saiu',
  exportou: 'Exportou',
  baixou: 'Baixou',
  enviou: 'Enviou',
  anonimizou: 'Anonimizou',
  visualizou: 'Visualizou',
  testou: 'Testou',
  redefiniu: 'Redefiniu',
  cancelou: 'Cancelou',
  solicitou: 'Solicitou',
}

export const rotulosOrigem: Record<string, string> = {
  usuario: 'Usuário',
  portal: 'Portal do cliente',
  sistema: 'Sistema',
  webhook: 'Integração (webhook)',
}

export const entidadeLabel = (entidade: string) => rotulosEntidade[entidade] ?? entidade
export const acaoLabel = (acao: string) => rotulosAcao[acao] ?? acao

/** Readable names of the columns whose text is not enough; any other reads as the column's words. */
const rotulosCampo: Record<string, string> = {
  nome: 'Nome',
  nome_completo: 'Nome completo',
  nome_empresa: 'Nome da empresa',
  nome_razao: 'Nome',
  doc: 'CPF/CNPJ',
  tipo_pessoa: 'Tipo de pessoa',
  cpf_cnpj: 'CPF/CNPJ',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  celular: 'Celular',
  telefone: 'Telefone',
  observacoes: 'Observações',
  descricao: 'Descrição',
  status: 'Situação',
  situacao: 'Situação',
  placa: 'Placa',
  numero_os: 'Número da OS',
  cliente_id: 'Cliente',
  veiculo_id: 'Veículo',
  tecnico_id: 'Técnico',
  os_id: 'OS',
  titulo_id: 'Título',
  vencimento: 'Vencimento',
  data_pagamento: 'Data do pagamento',
  forma_pagamento: 'Forma de pagamento',
  preco_publico: 'Preço',
  custo_base: 'Custo',
  valor_iss: 'Valor do ISS',
  can_view: 'Ver',
  can_create: 'Criar',
  can_edit: 'Editar',
  can_delete: 'Excluir',
  modulo: 'Módulo',
  role: 'Perfil',
  ativo: 'Ativo',
  consentimento_marketing: 'Consentimento de marketing',
  anonimizado_em: 'Anonimizado em',
  password: 'Senha',
  senha: 'Senha',
}

export function campoLabel(campo: string): string {
  const conhecido = rotulosCampo[campo]
  if (conhecido) return conhecido
  const palavras = campo.replace(/_/g, ' ').trim()
  return palavras.charAt(0).toUpperCase() + palavras.slice(1)
}

// Integer centavos (DESIGN §4). saldo_apos (stock) and *_percentual/_bp are not money.
const CAMPO_DINHEIRO =
  /^(valor|valor_(?!.*(percentual|bp)$).+|total|total_.+|subtotal.*|saldo|custo_base|preco_publico|desconto|desconto_valor|acrescimos_valor|descontos)$/
export const campoDeDinheiro = (campo: string) => CAMPO_DINHEIRO.test(campo)

const INSTANTE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/
const DATA = /^\d{4}-\d{2}-\d{2}$/

/** '***': the trigger's mark for a secret that changed (never its value). */
export const SEGREDO = '***'

/**
 * One value of a changed field as people read it: money as BRL, Sim/Não, dates as dd/MM/yyyy and instants
 * as dd/MM/yyyy HH:mm in the company's zone, a secret as 'alterado (oculto)', nothing as '—'.
 */
export function formatarValor(campo: string, valor: unknown, timeZone?: string): string {
  if (valor === null || valor === undefined || valor === '') return '—'
  if (valor === SEGREDO) return 'alterado (oculto)'
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não'
  if (typeof valor === 'number') {
    if (campoDeDinheiro(campo) && Number.isSafeInteger(valor)) return formatCurrency(valor)
    return String(valor).replace('.', ',')
  }
  if (typeof valor === 'string') {
    if (campoDeDinheiro(campo) && /^-?\d+$/.test(valor) && Number.isSafeInteger(Number(valor)))
      return formatCurrency(Number(valor))
    if (DATA.test(valor)) return formatDate(valor)
    if (INSTANTE.test(valor)) return formatDateTime(valor, timeZone)
    return valor
  }
  return JSON.stringify(valor)
}

/** A changed field as one line: 'Nome: Ana → Ana Maria'. */
export interface MudancaFormatada {
  campo: string
  rotulo: string
  antes: string
  depois: string
}

export function formatarCampos(
  campos: Record<string, readonly [unknown, unknown]> | null | undefined,
  timeZone?: string,
): MudancaFormatada[] {
  if (!campos) return []
  return Object.entries(campos).map(([campo, [antes, depois]]) => ({
    campo,
    rotulo: campoLabel(campo),
    antes: formatarValor(campo, antes, timeZone),
    depois: formatarValor(campo, depois, timeZone),
  }))
}

/** 'Nome: Ana → Ana Maria; Valor: R$ 10,00 → R$ 12,00' (the export's column). */
export const camposEmTexto = (campos: Parameters<typeof formatarCampos>[0], timeZone?: string) =>
  formatarCampos(campos, timeZone)
    .map((c) => `${c.rotulo}: ${c.antes} → ${c.depois}`)
    .join('; ')
