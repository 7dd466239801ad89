import { z } from 'zod'
import { isValidCep, normalizeCep } from '../formatos/cep'
import { isValidTelefone, normalizeTelefone } from '../formatos/telefone'
import { UFS } from '../formatos/uf'
import { cadastrosMessages as m } from './cadastros.messages'

const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim())

/** Optional phone: masked or not; stored as 10 or 11 digits. */
export const telefoneOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v === null || isValidTelefone(v), m.telefoneInvalido)
  .transform((v) => (v === null ? null : normalizeTelefone(v)))

/** Optional email, lowercased. */
export const emailOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v === null || (v.length <= 254 && z.email().safeParse(v).success), m.emailInvalido)
  .transform((v) => (v === null ? null : v.toLowerCase()))

/** Optional CEP: stored as 8 digits. */
export const cepOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v === null || isValidCep(v), m.cepInvalido)
  .transform((v) => (v === null ? null : normalizeCep(v)))

/** Optional UF among the 27. */
export const ufOpcional = z
  .string()
  .nullish()
  .transform((v) => blankToNull(v)?.toUpperCase() ?? null)
  .refine((v) => v === null || (UFS as readonly string[]).includes(v), m.ufInvalida)

/** Money in centavos (DESIGN §4): a non-negative integer. */
export const centavos = (message: string = m.precoInvalido) =>
  z.number({ error: message }).int(message).min(0, message).max(99_999_999_999, message)

/** A quantity with at most 3 decimals (DESIGN §4). */
export const quantidade = z
  .number({ error: m.quantidadeInvalida })
  .min(-999_999_999, m.quantidadeInvalida)
  .max(999_999_999, m.quantidadeInvalida)
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, m.quantidadeInvalida)
