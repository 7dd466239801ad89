const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Money is integer centavos everywhere (DESIGN §4); this is the only place it becomes "R$ 1.234,50". */
export function formatBRL(centavos: number): string {
  return brl.format(centavos / 100)
}

/** First word of a person's name, for greetings. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}
