import type { z } from 'zod'
import { isValidPixKey, PIX_KEY_TIPOS, type PixKeyTipo } from '../pix/br-code'
import { empresaMessages as m } from './empresa.messages'

/** Where a PIX BR Code puts the merchant name and city (fields 59 and 60 hold 25 and 15 characters). */
export const PIX_NOME_MAX = 25
export const PIX_CIDADE_MAX = 15

/** Labels of the key kinds, in the order the settings select shows them. */
export const PIX_TIPO_LABELS: Record<PixKeyTipo, string> = {
  cnpj: 'CNPJ',
  cpf: 'CPF',
  email: 'Email',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
}

const isPixTipo = (v: string): v is PixKeyTipo => (PIX_KEY_TIPOS as readonly string[]).includes(v)

/**
 * A typed key in the form the DICT registers it: CPF digits, CNPJ uppercase without mask, email and random
 * key lowercase, a mobile phone as `+55` + DDD + number (typed masked or not, with or without the 55).
 * Only mask characters are stripped, so a key with stray characters stays invalid.
 */
export function normalizePixKey(tipo: PixKeyTipo, chave: string): string {
  const key = chave.trim()
  switch (tipo) {
    case 'cpf':
      return key.replace(/[\s.-]/g, '')
    case 'cnpj':
      return key.toUpperCase().replace(/[\s./-]/g, '')
    case 'telefone': {
      if (!/^[\d\s()+.-]+$/.test(key)) return key
      const digits = key.replace(/\D/g, '')
      if (digits.length === 11) return `+55${digits}`
      if (digits.length === 13 && digits.startsWith('55')) return `+${digits}`
      return key
    }
    case 'email':
    case 'aleatoria':
      return key.toLowerCase()
  }
}

/** The company's PIX data as stored: all four set, or all null (no key). */
export type PixRecebedor = {
  pix_tipo: PixKeyTipo | null
  pix_chave: string | null
  pix_nome: string | null
  pix_cidade: string | null
}

type PixFields = { [K in keyof PixRecebedor]?: string | null }

const blank = (v: string | null | undefined) => (v ?? '').trim() === ''

/** True when the request sends the PIX group (any of its four fields); it is then replaced as a whole. */
export const sendsPix = (v: PixFields) =>
  v.pix_tipo !== undefined ||
  v.pix_chave !== undefined ||
  v.pix_nome !== undefined ||
  v.pix_cidade !== undefined

/**
 * Checks the PIX group: all blank clears the key; otherwise the kind, a valid key of that kind, and the
 * receiver's name and city (which the BR Code requires) must all be there.
 */
export function checkPix(v: PixFields, ctx: z.RefinementCtx) {
  if (!sendsPix(v)) return
  const issue = (path: keyof PixRecebedor, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  if ([v.pix_tipo, v.pix_chave, v.pix_nome, v.pix_cidade].every(blank)) return
  const tipo = (v.pix_tipo ?? '').trim()
  if (tipo === '') issue('pix_tipo', m.pixTipoObrigatorio)
  else if (!isPixTipo(tipo)) issue('pix_tipo', m.pixTipoInvalido)
  if (blank(v.pix_chave)) issue('pix_chave', m.pixChaveObrigatoria)
  else if (isPixTipo(tipo) && !isValidPixKey(tipo, normalizePixKey(tipo, v.pix_chave!))) {
    issue('pix_chave', m.pixChaveInvalida)
  }
  if (blank(v.pix_nome)) issue('pix_nome', m.pixNomeObrigatorio)
  if (blank(v.pix_cidade)) issue('pix_cidade', m.pixCidadeObrigatoria)
}

/** The stored form of a group that passed `checkPix` (all null when it was all blank). */
export function toPixRecebedor(v: PixFields): PixRecebedor {
  const tipo = (v.pix_tipo ?? '').trim()
  if (blank(v.pix_chave) || !isPixTipo(tipo)) {
    return { pix_tipo: null, pix_chave: null, pix_nome: null, pix_cidade: null }
  }
  return {
    pix_tipo: tipo,
    pix_chave: normalizePixKey(tipo, v.pix_chave!),
    pix_nome: v.pix_nome!.trim(),
    pix_cidade: v.pix_cidade!.trim(),
  }
}
