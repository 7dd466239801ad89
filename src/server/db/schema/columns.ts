import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core'

/** Money is integer centavos (DESIGN §4); JavaScript numbers are exact up to 2^53. */
export const money = (name: string) => bigint(name, { mode: 'number' })

/** Quantities keep 3 decimals (litres, metres, hours); read as strings to stay exact. */
export const quantity = (name: string) => numeric(name, { precision: 12, scale: 3 })

export const createdAt = (name = 'criado_em') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow()
