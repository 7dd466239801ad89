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

/**
 * The DANFSE's public address from the OS's portal link (`<base>/p/<token>`): the portal serves it to
 * whoever holds the link, as it serves the quote (issue 28).
 */
export const danfsePublicaUrl = (linkDoPortal: string, notaId: string) =>
  linkDoPortal.replace(/\/p\/([^/?#]+)$/, `/api/public/orcamentos/$1/notas/${notaId}/danfse`)

/**
 * The NFS-e line a shared message ends with: on WhatsApp its public link (or only the number, for who
 * may not create the link); by email the PDF goes attached.
 */
export function linhaNfse(numero: string, canal: 'whatsapp' | 'email', link: string | null): string {
  const nota = `Nota fiscal de serviço (NFS-e) nº ${numero}`
  if (canal === 'email') return `${nota}: DANFSE em anexo.`
  return link ? `${nota}: ${link}` : `${nota} emitida.`
}

/** A filled message with the NFS-e line after it (unchanged without a note). */
export const comNfse = (
  texto: string,
  nfse: { numero: string } | null,
  canal: 'whatsapp' | 'email',
  link: string | null = null,
) => (nfse ? `${texto.trimEnd()}\n${linhaNfse(nfse.numero, canal, link)}` : texto)
