import { isValidCep as libIsValidCep } from '@brazilian-utils/brazilian-utils'

/** Keeps only the digits: the stored CEP is 8 digits as text (leading zeros matter). */
export const normalizeCep = (value: string): string => value.replace(/\D/g, '')

/** True for exactly 8 digits, with or without the hyphen; the address lookup runs only then (SPEC §5). */
export const isValidCep = (value: string): boolean => libIsValidCep(value)
