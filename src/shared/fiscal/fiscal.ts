// NFS-e (issue 28): the words and the pure rules shared by the server and the web. No zod here (the
// schemas are in fiscal.schemas.ts), so pages that only label a note's state do not download it.

export const ambientes = ['homologacao', 'producao'] as const
export type Ambiente = (typeof ambientes)[number]
export const ambienteLabels: Record<Ambiente, string> = {
  homologacao: 'Homologação (testes, sem valor fiscal)',
  producao: 'Produção',
}

export const provedores = ['focus_nfe'] as const
export type Provedor = (typeof provedores)[number]
export const provedorLabels: Record<Provedor, string> = { focus_nfe: 'Focus NFe' }

export const regimesTributarios = ['simples_nacional', 'mei', 'lucro_presumido', 'lucro_real'] as const
export type RegimeTributario = (typeof regimesTributarios)[number]
export const regimeTributarioLabels: Record<RegimeTributario, string> = {
  simples_nacional: 'Simples Nacional',
  mei: 'MEI',
  lucro_presumido: 'Lucro Presumido',
  lucro_real: 'Lucro Real',
}

/** The municipal special regime (NFS-e Nacional's regEspTrib). */
export const regimesEspeciais = [
  'nenhum',
  'ato_cooperado',
  'estimativa',
  'microempresa_municipal',
  'notario_registrador',
  'profissional_autonomo',
  'sociedade_profissionais',
] as const
export type RegimeEspecial = (typeof regimesEspeciais)[number]
export const regimeEspecialLabels: Record<RegimeEspecial, string> = {
  nenhum: 'Nenhum',
  ato_cooperado: 'Ato cooperado',
  estimativa: 'Estimativa',
  microempresa_municipal: 'Microempresa municipal',
  notario_registrador: 'Notário ou registrador',
  profissional_autonomo: 'Profissional autônomo',
  sociedade_profissionais: 'Sociedade de profissionais',
}

export const situacoesNota = ['processando', 'autorizada', 'erro', 'cancelada'] as const
export type SituacaoNota = (typeof situacoesNota)[number]
export const situacaoNotaLabels: Record<SituacaoNota, string> = {
  processando: 'Processando',
  autorizada: 'Autorizada',
  erro: 'Erro',
  cancelada: 'Cancelada',
}

/** Código de tributação nacional: 6 digits, item + subitem + desdobro (14.01.01 → '140101'). */
export const CODIGO_TRIBUTACAO = /^\d{6}$/
/** Código NBS: 9 digits. */
export const CODIGO_NBS = /^\d{9}$/
/** IBGE municipality code: 7 digits. */
export const CODIGO_IBGE = /^\d{7}$/

/** '140101' → '14.01': the LC 116 list item the municipal layouts ask for. */
export const itemListaServico = (codigoTributacao: string) =>
  `${codigoTributacao.slice(0, 2)}.${codigoTributacao.slice(2, 4)}`

/** '140101' → '14.01.01', as the shop reads it. */
export const formatarCodigoTributacao = (codigo: string) =>
  CODIGO_TRIBUTACAO.test(codigo) ? `${codigo.slice(0, 2)}.${codigo.slice(2, 4)}.${codigo.slice(4)}` : codigo

/** The ISS over a base at a rate in basis points, rounded half up to the centavo (integers only). */
export const issDe = (baseCentavos: number, aliquotaBp: number) =>
  Math.floor((baseCentavos * aliquotaBp + 5000) / 10000)

/** 250 → '2,50%' */
export const formatarAliquota = (bp: number) =>
  `${(bp / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`
