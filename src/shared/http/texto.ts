import { z } from 'zod'

/**
 * The one message for a text with control characters (a NUL byte, an escape code pasted from a terminal)
 * or half of an emoji (a lone UTF-16 surrogate, which PostgreSQL's JSON refuses).
 */
export const CARACTERES_NAO_PERMITIDOS = 'O texto contém caracteres não permitidos'

// In a `u` regex a surrogate pair is one code point: only a lone half matches.
const SURROGATE_SOLTO = /\p{Cs}/u

// C0 controls and DEL. PostgreSQL refuses NUL in text outright (a 500 before this check); the others
// are invisible, break CSV/XLSX and PDFs, and nobody types them. Tab and line breaks are text in a
// multi-line field (observações), not in a one-line one (a name).
function temControle(v: string, quebrasPermitidas: boolean): boolean {
  if (SURROGATE_SOLTO.test(v)) return true
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c === 0x7f) return true
    if (c < 0x20 && !(quebrasPermitidas && (c === 0x09 || c === 0x0a || c === 0x0d))) return true
  }
  return false
}

/** Whether a multi-line text is free of control characters (tab, LF and CR allowed) and lone surrogates. */
export const semControles = (v: string) => !temControle(v, true)
/** Whether a one-line text is free of control characters, tab and line breaks included. */
export const emUmaLinha = (v: string) => !temControle(v, false)

/** A one-line text field (name, description, search): trimmed, no control characters. */
export const texto = (params?: { error?: string }) =>
  z.string(params).trim().refine(emUmaLinha, CARACTERES_NAO_PERMITIDOS)

/** A multi-line text field (observações, laudo, message templates): trimmed, tab and line breaks kept. */
export const textoLongo = (params?: { error?: string }) =>
  z.string(params).trim().refine(semControles, CARACTERES_NAO_PERMITIDOS)

function procurarControles(valor: unknown, path: PropertyKey[], ctx: z.RefinementCtx, depth = 0) {
  if (typeof valor === 'string') {
    if (!semControles(valor)) ctx.addIssue({ code: 'custom', path, message: CARACTERES_NAO_PERMITIDOS })
    return
  }
  // Fastify's JSON parser bounds the body (1 MB); the depth bound keeps a deep nest from the stack.
  if (typeof valor !== 'object' || valor === null || depth > 32) return
  for (const [key, inner] of Object.entries(valor)) {
    if (!semControles(key)) ctx.addIssue({ code: 'custom', path, message: CARACTERES_NAO_PERMITIDOS })
    procurarControles(inner, [...path, Array.isArray(valor) ? Number(key) : key], ctx, depth + 1)
  }
}

/**
 * The floor under every route's schema (body, query string, params), piped in by the app's validator:
 * no string anywhere in a request holds a control character other than tab and line breaks, whatever
 * its field's schema says. One-line fields are stricter through `texto()`.
 */
export const semCaracteresDeControle = z.unknown().superRefine((v, ctx) => procurarControles(v, [], ctx))
