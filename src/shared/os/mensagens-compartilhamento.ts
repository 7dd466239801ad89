import { preencherPlaceholders } from '../formatos/modelo'
/** The placeholders a share template may use (Configurações → Mensagens: orcamento_whatsapp, orcamento_email). */
export const PLACEHOLDERS_MENSAGEM = ['cliente', 'numero_os', 'total', 'validade', 'link', 'empresa'] as const
export type PlaceholderMensagem = (typeof PLACEHOLDERS_MENSAGEM)[number]
export type ValoresMensagem = Partial<Record<PlaceholderMensagem, string | null>>

export const MODELO_WHATSAPP_PADRAO = `Olá, {cliente}! Tudo bem?
Segue o orçamento da {numero_os} no valor de {total}.
Validade: {validade}
{link}
Qualquer dúvida, estamos à disposição.
{empresa}`

export const MODELO_EMAIL_PADRAO = `Olá, {cliente}!

Segue em anexo o documento da {numero_os}, no valor de {total}.
Validade do orçamento: {validade}
{link}

Qualquer dúvida, é só responder este email.

Atenciosamente,
{empresa}`

export const MODELO_MAX = 2000

/** Fills a share template's placeholders (preencherPlaceholders, with the share's names). */
export const preencherModelo = (modelo: string, valores: ValoresMensagem): string =>
  preencherPlaceholders(modelo, valores, PLACEHOLDERS_MENSAGEM)
