import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils'

/** Message shown when a CPF fails its check digits (SPEC §5). */
export const CPF_INVALIDO = 'CPF inválido'

/** Strips the mask: the stored CPF is its 11 digits as text (leading zeros matter). */
export const normalizeCpf = (value: string): string => value.replace(/\D/g, '')

/** True when the CPF's check digits match; accepts it masked or not and rejects all-equal digits. */
export const isValidCpf = (value: string): boolean => libIsValidCpf(value)
