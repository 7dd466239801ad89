import { z } from 'zod'

/** GET /api/cep/:cep → the address, or 404 when the CEP does not exist (the form then does nothing). */
export const cepParams = z.object({ cep: z.string().regex(/^\d{8}$/, 'O CEP deve ter 8 dígitos') })
export const enderecoCep = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
})
export type EnderecoCep = z.infer<typeof enderecoCep>
