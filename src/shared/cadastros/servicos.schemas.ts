import { z } from 'zod'
import { texto } from '../http/texto'
import { cadastrosMessages as m } from './cadastros.messages'
import { centavos } from './campos'

const servicoFields = {
  /** Blank: the server generates the next `SRV-001` of the company. */
  codigo: texto()
    .max(30, 'Máximo de 30 caracteres')
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  descricao: texto({ error: m.descricaoPreco }).min(1, m.descricaoPreco).max(200, 'Máximo de 200 caracteres'),
  preco_publico: centavos(m.descricaoPreco),
  custo_base: centavos()
    .nullish()
    .transform((v) => v ?? null),
  tempo_previsto_min: z
    .number({ error: 'Tempo inválido' })
    .int('Tempo inválido')
    .min(0, 'Tempo inválido')
    .max(100_000)
    .default(60),
  permite_desconto: z.boolean().default(true),
  /** The service comes back every N months and/or km (issue 27): delivering it opens the next revision. */
  revisao_meses: z
    .number({ error: m.revisaoMesesInvalida })
    .int(m.revisaoMesesInvalida)
    .min(1, m.revisaoMesesInvalida)
    .max(120, m.revisaoMesesInvalida)
    .nullish()
    .transform((v) => v ?? null),
  revisao_km: z
    .number({ error: m.revisaoKmInvalida })
    .int(m.revisaoKmInvalida)
    .min(100, m.revisaoKmInvalida)
    .max(1_000_000, m.revisaoKmInvalida)
    .nullish()
    .transform((v) => v ?? null),
}

/** POST /api/servicos (money in centavos). */
export const createServicoInput = z.strictObject(servicoFields)
export type CreateServicoInput = z.input<typeof createServicoInput>
/** PATCH /api/servicos/:id */
export const updateServicoInput = z
  .strictObject({
    ...servicoFields,
    tempo_previsto_min: servicoFields.tempo_previsto_min.unwrap(),
    permite_desconto: z.boolean(),
  })
  .partial()

export const servicoView = z.object({
  id: z.uuid(),
  codigo: z.string(),
  descricao: z.string(),
  preco_publico: z.number(),
  /** Absent for a reader without `relatorios` view (campos-restritos.ts). */
  custo_base: z.number().nullable().optional(),
  tempo_previsto_min: z.number(),
  permite_desconto: z.boolean(),
  revisao_meses: z.number().int().nullable(),
  revisao_km: z.number().int().nullable(),
  criado_em: z.string(),
})
export type ServicoView = z.infer<typeof servicoView>
