/** `inserido` in place of the selection [inicio, fim) of `texto`, and where the cursor goes after it. */
export function inserirNoCursor(texto: string, inserido: string, inicio: number, fim: number) {
  const a = Math.max(0, Math.min(inicio, texto.length))
  const b = Math.max(a, Math.min(fim, texto.length))
  return { valor: texto.slice(0, a) + inserido + texto.slice(b), cursor: a + inserido.length }
}
