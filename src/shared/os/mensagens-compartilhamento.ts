/** The placeholders a share template may use (Configurações > Empresa > Mensagens). */
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

const PLACEHOLDER_RE = /\{(\w+)\}/g

/**
 * Fills `{name}` placeholders. A line with a placeholder that has no value is dropped whole (an OS
 * without a public link or validity loses that line, not just the word: no "válido até ."). Unknown
 * names stay as typed, so a typo shows in the preview.
 */
export function preencherModelo(modelo: string, valores: ValoresMensagem): string {
  const linhas = modelo.replace(/\r\n/g, '\n').split('\n')
  const saida: string[] = []
  for (const linha of linhas) {
    let vazio = false
    const preenchida = linha.replace(PLACEHOLDER_RE, (trecho, nome: string) => {
      if (!(PLACEHOLDERS_MENSAGEM as readonly string[]).includes(nome)) return trecho
      const valor = valores[nome as PlaceholderMensagem]
      if (!valor) vazio = true
      return valor ?? ''
    })
    if (vazio) continue
    saida.push(preenchida.trimEnd())
  }
  return saida.join('\n').trim()
}
