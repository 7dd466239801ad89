/**
 * The opt-out line every message to a customer ends with (LGPD). It stops revision reminders and offers
 * only: payment and service messages still go, so the wording promises no more than that. The server
 * appends it (comDescadastro); the web only where it composes the text itself, with the server's link.
 */
export const comLinhaDeDescadastro = (texto: string, link: string | null | undefined): string =>
  link ? `${texto.trimEnd()}\n\nPara não receber lembretes de revisão e ofertas: ${link}` : texto
