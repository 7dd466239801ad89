import { formatPhone } from '@brazilian-utils/brazilian-utils'

// Digits plus the usual mask characters; letters mean the field holds something else.
const TELEFONE_CHARS_RE = /^[\d\s().-]+$/

/** Keeps only the digits: the stored phone is DDD + number (10 or 11 digits). */
export const normalizeTelefone = (value: string): string => value.replace(/\D/g, '')

/** True for a national number with DDD: 10 digits (landline) or 11 (mobile), masked or not (SPEC §5). */
export const isValidTelefone = (value: string): boolean =>
  TELEFONE_CHARS_RE.test(value) && /^\d{10,11}$/.test(normalizeTelefone(value))

/** `11971626799` → `(11) 97162-6799`, `1197162679` → `(11) 9716-2679`; other input comes back untouched. */
export const formatTelefone = (value: string): string =>
  // 'nanp' is the library's "(DDD) number" mask; its default 'sn' mask would drop digits.
  isValidTelefone(value) ? formatPhone(normalizeTelefone(value), { mask: 'nanp' }) : value

/** The wa.me link for a national number (`https://wa.me/5511971626799`), or null when it is not one. */
export const whatsappUrl = (phone: string): string | null =>
  isValidTelefone(phone) ? `https://wa.me/55${normalizeTelefone(phone)}` : null
