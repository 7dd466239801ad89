import { z } from 'zod'
import { CNPJ_INVALIDO, isValidCnpj, normalizeCnpj } from './cnpj'
import { CPF_INVALIDO, isValidCpf, normalizeCpf } from './cpf'

/** The client's kind: a person (CPF) or a company (CNPJ). */
export type TipoPessoa = 'fisica' | 'juridica'

/** Keeps only the characters a CPF or CNPJ can hold, uppercased (the alphanumeric CNPJ has letters). */
export const onlyDocumentChars = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '')

/**
 * 'fisica' for 11 unmasked digits, 'juridica' for 14 unmasked characters, otherwise null.
 * Decided on the unmasked length: the spec's "up to 14 characters" reads a masked CPF (DOMAIN-BR).
 */
export const tipoPessoaFromDocument = (value: string): TipoPessoa | null => {
  const chars = onlyDocumentChars(value)
  // A CPF never has letters, so 11 characters with a letter is neither kind.
  if (/^\d{11}$/.test(chars)) return 'fisica'
  if (chars.length === 14) return 'juridica'
  return null
}

/** Zod schema for a client's document: validates the check digits and outputs the unmasked value to store. */
export const documentoSchema = (tipo: TipoPessoa) =>
  tipo === 'fisica'
    ? z.string().trim().refine(isValidCpf, { error: CPF_INVALIDO }).transform(normalizeCpf)
    : z.string().trim().refine(isValidCnpj, { error: CNPJ_INVALIDO }).transform(normalizeCnpj)
