import { z } from 'zod'
import { alcances } from './endereco'

/** GET /api/sistema/endereco: the address customers' links use, and where it came from. */
export const enderecoDosLinksView = z.object({
  url: z.string(),
  /** True when BASE_URL sets it; false when Bancada chose it (this machine's network address). */
  configurado: z.boolean(),
  alcance: z.enum(alcances),
})
export type EnderecoDosLinksView = z.infer<typeof enderecoDosLinksView>
