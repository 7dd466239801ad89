/**
 * Copies with the Clipboard API, or (older browsers, plain HTTP) by selecting the text field that shows
 * the text. False when neither worked: the screen then asks to select and copy by hand.
 */
export async function copiarTexto(
  texto: string,
  campo: HTMLTextAreaElement | HTMLInputElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(texto)
    return true
  } catch {
    if (!campo) return false
    campo.select()
    return document.execCommand('copy')
  }
}
