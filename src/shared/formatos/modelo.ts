const PLACEHOLDER_RE = /\{(\w+)\}/g

/**
 * Fills `{name}` placeholders of a message template (share messages, payment reminders). A line with a
 * placeholder that has no value is dropped whole (an OS without a public link or validity loses that
 * line, not just the word: no "válido até ."). Names outside `permitidos` stay as typed, so a typo
 * shows in the preview.
 */
export function preencherPlaceholders(
  modelo: string,
  valores: Partial<Record<string, string | null>>,
  permitidos: readonly string[],
): string {
  const linhas = modelo.replace(/\r\n/g, '\n').split('\n')
  const saida: string[] = []
  for (const linha of linhas) {
    let vazio = false
    const preenchida = linha.replace(PLACEHOLDER_RE, (trecho, nome: string) => {
      if (!permitidos.includes(nome)) return trecho
      const valor = valores[nome]
      if (!valor) vazio = true
      return valor ?? ''
    })
    if (vazio) continue
    saida.push(preenchida.trimEnd())
  }
  return saida.join('\n').trim()
}
