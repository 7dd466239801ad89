/**
 * What a company's email may carry (issue 22 item 1): its free text as text, and only the links the
 * server generated. Anything a mail client would turn into a link is found here, so it can be refused.
 */

// A scheme (https://, javascript:…), "www.", or a domain under a TLD that mail clients link by themselves
// (an email address's domain is not one: the lookbehind skips what follows '@').
const ENDERECO =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/\S+|\b(?:mailto|javascript|data|tel):\S+|\bwww\.\S+|(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|br|io|app|info|biz|xyz|me|co|site|online|link|top|ly|gl|to|cc|ru|cn|tk)\b(?:\/\S*)?)/giu

/** The web addresses and links in a text, as written (empty when there is none). */
export const enderecosNoTexto = (texto: string): string[] => texto.match(ENDERECO) ?? []

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escaparHtml = (texto: string) => texto.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/**
 * The HTML version of a plain-text email: every character of the text escaped (no tag from a template
 * reaches the message), line breaks kept, and only `links` (the server's own) made clickable.
 */
export function textoEmHtml(texto: string, links: readonly string[] = []): string {
  let html = escaparHtml(texto)
  for (const link of links.filter(Boolean)) {
    const seguro = escaparHtml(link)
    html = html.replaceAll(seguro, `<a href="${seguro}">${seguro}</a>`)
  }
  return `<div style="font-family:sans-serif;white-space:pre-wrap">${html.replace(/\n/g, '<br>\n')}</div>`
}
