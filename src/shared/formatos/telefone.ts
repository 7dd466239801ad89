// Digits plus the usual mask characters; letters mean the field holds something else.
const TELEFONE_CHARS_RE = /^[\d\s().-]+$/

/** Keeps only the digits: the stored phone is DDD + number (10 or 11 digits). */
export const normalizeTelefone = (value: string): string => value.replace(/\D/g, '')

/** True for a national number with DDD: 10 digits (landline) or 11 (mobile), masked or not (SPEC §5). */
export const isValidTelefone = (value: string): boolean =>
  TELEFONE_CHARS_RE.test(value) && /^\d{10,11}$/.test(normalizeTelefone(value))

/** The wa.me link for a national number (`https://wa.me/5511971626799`), or null when it is not one. */
export const whatsappUrl = (phone: string): string | null =>
  isValidTelefone(phone) ? `https://wa.me/55${normalizeTelefone(phone)}` : null
