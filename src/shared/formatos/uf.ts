import { z } from 'zod'

/** The 27 federative units in the order the selects show them (DOMAIN-BR). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const

/** One of the 27 UFs. */
export type Uf = (typeof UFS)[number]

/** Zod schema for a UF, uppercase as stored. */
export const ufSchema = z.enum(UFS)

/** Type guard for a UF string (case-sensitive: stored UFs are uppercase). */
export const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value)
