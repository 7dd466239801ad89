import { z } from 'zod'
import { texto, textoLongo } from './texto'

/** DESIGN §10: every list takes `?q=&page=&pageSize=` (page size 10 by default, at most 100). */
export const listQuery = z.object({
  q: texto().max(100, 'Busca longa demais').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type ListQuery = z.infer<typeof listQuery>

/**
 * A register list also takes the row the user turned the page from: `after` (Próxima: the last row shown)
 * or `before` (Anterior: the first), so a deep page is read from that row instead of skipped to.
 */
export const registerListQuery = listQuery.extend({
  after: z.uuid({ error: 'Página inválida' }).optional(),
  before: z.uuid({ error: 'Página inválida' }).optional(),
})
export type RegisterListQuery = z.infer<typeof registerListQuery>

/** `{ items, total, page, pageSize }` for any item schema. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    /** False when a broad search stopped counting at `total`: there are more matches. */
    totalExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })

export const idParams = z.object({ id: z.uuid({ error: 'Registro não encontrado' }) })

/** Optional one-line text field of a form: trimmed, blank becomes null, bounded. */
export const optionalText = (max = 200, message = `Máximo de ${max} caracteres`) =>
  texto()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null))

/** Optional multi-line text (observações, laudo): as `optionalText`, keeping tabs and line breaks. */
export const optionalLongText = (max = 2000, message = `Máximo de ${max} caracteres`) =>
  textoLongo()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null))
