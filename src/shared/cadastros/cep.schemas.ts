import { z } from 'zod'

/**
 * GET /api/cep/:cep → the address; 404 when the CEP does not exist, 503 when no provider answered (the
 * form then says so and the address is typed by hand).
 */
export const cepParams = z.object({ cep: z.string().regex(/^\d{8}$/, 'O CEP deve ter 8 dígitos') })
export const enderecoCep = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
})
export type EnderecoCep = z.infer<typeof enderecoCep>
