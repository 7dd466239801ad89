// pg's own conversion of a JS value to the text a parameter carries, and its literal quoting (no type
// declarations ship for this module).
// @ts-expect-error pg/lib/utils has no type declarations
import pgUtils from 'pg/lib/utils.js'

// A CommonJS module: Node's ESM loader offers it only as a default export.
const { prepareValue, escapeLiteral } = pgUtils as {
  prepareValue: (value: unknown) => string | Buffer | null
  escapeLiteral: (text: string) => string
}

/**
 * `text` with its `$n` placeholders replaced by the literals of `values`, written exactly as pg would
 * have sent them as parameters (so a literal and a parameter mean the same to the server: untyped,
 * resolved by context). Quoted strings and identifiers are skipped. Null when a value has no text form
 * (binary), so the caller sends the query as it is. Our SQL has no dollar-quoted or E'' strings.
 */
export function inlineParams(text: string, values: readonly unknown[]): string | null {
  const literals: string[] = []
  for (const value of values) {
    const prepared = prepareValue(value)
    if (prepared === null || prepared === undefined) literals.push('NULL')
    else if (typeof prepared === 'string') literals.push(escapeLiteral(prepared))
    else return null
  }
  let out = ''
  let open: "'" | '"' | null = null
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (open) {
      out += c
      if (c === open) open = null // a doubled quote closes and reopens: same result
      continue
    }
    if (c === "'" || c === '"') {
      open = c
      out += c
      continue
    }
    if (c === '$' && /\d/.test(text[i + 1] ?? '')) {
      let j = i + 1
      while (j < text.length && /\d/.test(text[j])) j++
      const literal = literals[Number(text.slice(i + 1, j)) - 1]
      if (literal === undefined) return null
      out += literal
      i = j - 1
      continue
    }
    out += c
  }
  return out
}
