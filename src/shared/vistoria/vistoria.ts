/**
 * The vehicle check-in and check-out inspection (issue 26): what the shop records, the words it shows, and
 * the signed content whose SHA-256 proves what the customer signed.
 */

export const vistoriaTipos = ['entrada', 'saida'] as const
export type VistoriaTipo = (typeof vistoriaTipos)[number]
export const vistoriaTipoLabels: Record<VistoriaTipo, string> = {
  entrada: 'Vistoria de entrada',
  saida: 'Vistoria de saída',
}

/** rascunho: editable; assinada: read-only; substituida: a signed one a correction replaced (kept). */
export const vistoriaSituacoes = ['rascunho', 'assinada', 'substituida'] as const
export type VistoriaSituacao = (typeof vistoriaSituacoes)[number]
export const vistoriaSituacaoLabels: Record<VistoriaSituacao, string> = {
  rascunho: 'Aguardando assinatura',
  assinada: 'Assinada',
  substituida: 'Substituída por correção',
}

export const marcaTipos = ['risco', 'amassado', 'trinca', 'quebrado', 'pintura'] as const
export type MarcaTipo = (typeof marcaTipos)[number]
export const marcaTipoLabels: Record<MarcaTipo, string> = {
  risco: 'Risco',
  amassado: 'Amassado',
  trinca: 'Trinca',
  quebrado: 'Quebrado',
  pintura: 'Pintura',
}

/** The vehicle diagram's five views (diagrama.ts draws them). */
export const vistas = ['superior', 'esquerda', 'direita', 'frente', 'traseira'] as const
export type Vista = (typeof vistas)[number]
export const vistaLabels: Record<Vista, string> = {
  superior: 'De cima',
  esquerda: 'Lado esquerdo',
  direita: 'Lado direito',
  frente: 'Frente',
  traseira: 'Traseira',
}

/** Fuel in quarter steps: 0 empty … 4 full. */
export const COMBUSTIVEL_MAX = 4
export const combustivelLabels = ['Vazio', '1/4', '1/2', '3/4', 'Cheio'] as const

export const MAX_MARCAS = 60
export const MAX_ITENS = 40
export const ITEM_MAX = 60
export const TERMOS_MAX = 4000

/** The checklist a company starts with (Configurações → Vistoria edits it). */
export const ITENS_PADRAO = [
  'Estepe',
  'Macaco',
  'Chave de roda',
  'Triângulo',
  'Documento do veículo',
  'Rádio/multimídia',
  'Tapetes',
  'Calotas',
  'Antena',
  'Manual do proprietário',
]

export const TERMOS_PADRAO =
  'Declaro que conferi esta vistoria e que o veículo foi deixado na oficina nas condições aqui descritas, ' +
  'com os itens marcados como presentes. Avarias não registradas nesta vistoria e objetos pessoais deixados ' +
  'no veículo não são de responsabilidade da oficina.'

export type ItemChecklist = { item: string; presente: boolean }
export type Marca = {
  numero: number
  vista: Vista
  /** Position on the view, 0–1 of its width and height. */
  x: number
  y: number
  tipo: MarcaTipo
  descricao: string | null
  /** SHA-256 of the mark's photo, so the hash covers the picture too. */
  foto_sha256: string | null
}

/** Everything the customer's signature covers. */
export type ConteudoAssinado = {
  numero_os: string
  tipo: VistoriaTipo
  versao: number
  km: number | null
  combustivel: number | null
  checklist: ItemChecklist[]
  observacoes: string | null
  marcas: Marca[]
  termos: string
  assinante: { nome: string; documento: string | null }
  assinado_em: string
}

/**
 * The signed content as one canonical text: fixed key order, marks by number, so the same inspection
 * always gives the same SHA-256 and any changed field gives another.
 */
export function conteudoCanonico(c: ConteudoAssinado): string {
  return JSON.stringify({
    numero_os: c.numero_os,
    tipo: c.tipo,
    versao: c.versao,
    km: c.km,
    combustivel: c.combustivel,
    checklist: c.checklist.map((i) => ({ item: i.item, presente: i.presente })),
    observacoes: c.observacoes,
    marcas: [...c.marcas]
      .sort((a, b) => a.numero - b.numero)
      .map((m) => ({
        numero: m.numero,
        vista: m.vista,
        x: m.x,
        y: m.y,
        tipo: m.tipo,
        descricao: m.descricao,
        foto_sha256: m.foto_sha256,
      })),
    termos: c.termos,
    assinante: { nome: c.assinante.nome, documento: c.assinante.documento },
    assinado_em: c.assinado_em,
  })
}

/** A mark's line in lists and the PDF: '3. Amassado — Lado esquerdo (porta traseira)'. */
export const descricaoDaMarca = (m: Pick<Marca, 'numero' | 'tipo' | 'vista' | 'descricao'>) =>
  `${m.numero}. ${marcaTipoLabels[m.tipo]} — ${vistaLabels[m.vista]}${m.descricao ? ` (${m.descricao})` : ''}`

/** Masks a CPF for the customer's page and the PDF: ***.456.789-** keeps who signed recognisable. */
export const cpfMascarado = (cpf: string) =>
  cpf.length === 11 ? `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**` : cpf

/** The email that carries the term: a greeting, what is attached, and who sends it. */
export function textoDoEmailDoTermo(v: {
  tipo: VistoriaTipo
  numero_os: string
  cliente_nome: string | null
  veiculo: { descricao: string; placa: string } | null
  empresa: string
}): { assunto: string; texto: string } {
  const primeiroNome = v.cliente_nome?.trim().split(/\s+/)[0]
  const veiculo = v.veiculo ? ` do ${v.veiculo.descricao || 'veículo'} (${v.veiculo.placa})` : ''
  const nome = vistoriaTipoLabels[v.tipo]
  return {
    assunto: `${nome} ${v.numero_os} – ${v.empresa}`,
    texto:
      `${primeiroNome ? `Olá, ${primeiroNome}!` : 'Olá!'}\n\n` +
      `Segue em anexo o termo da ${nome.toLowerCase()}${veiculo}, OS ${v.numero_os}.\n\n${v.empresa}`,
  }
}
