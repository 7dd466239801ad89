import { z } from 'zod'
import { optionalText } from '../http/lista'
import { texto } from '../http/texto'
import { cadastrosMessages as m } from './cadastros.messages'
import { centavos, quantidade } from './campos'

export const unidades = ['UN', 'L', 'KG', 'M', 'CX', 'PC'] as const

const produtoFields = {
  sku: texto({ error: m.obrigatorios })
    .min(1, m.obrigatorios)
    .max(40, 'Máximo de 40 caracteres')
    .toUpperCase(),
  unidade: z.enum(unidades, { error: 'Unidade inválida' }).default('UN'),
  descricao: texto({ error: m.descricaoPreco }).min(1, m.descricaoPreco).max(200, 'Máximo de 200 caracteres'),
  preco_publico: centavos(m.descricaoPreco),
  custo_base: centavos()
    .nullish()
    .transform((v) => v ?? null),
  controla_estoque: z.boolean().default(false),
  estoque_atual: quantidade.default(0),
  estoque_minimo: quantidade.min(0, m.quantidadeInvalida).default(0),
}

/** POST /api/produtos (money in centavos, quantities with up to 3 decimals). */
export const createProdutoInput = z.strictObject(produtoFields)
export type CreateProdutoInput = z.input<typeof createProdutoInput>
/**
 * PATCH /api/produtos/:id — a new `estoque_atual` is recorded as an adjustment movement with the
 * difference (never a silent overwrite).
 */
export const updateProdutoInput = z
  .strictObject({
    ...produtoFields,
    unidade: z.enum(unidades, { error: 'Unidade inválida' }),
    controla_estoque: z.boolean(),
    estoque_atual: quantidade,
    estoque_minimo: quantidade.min(0, m.quantidadeInvalida),
  })
  .partial()

/**
 * POST /api/produtos/:id/estoque/entradas — 'Entrada de estoque': adds to the current stock, recorded as
 * an entry movement with the new balance.
 */
export const entradaEstoqueInput = z.strictObject({
  quantidade: quantidade.refine((v) => v > 0, m.entradaQuantidade),
  observacao: optionalText(200).optional(),
})
export type EntradaEstoqueInput = z.input<typeof entradaEstoqueInput>

export const produtoView = z.object({
  id: z.uuid(),
  sku: z.string(),
  unidade: z.enum(unidades),
  descricao: z.string(),
  preco_publico: z.number(),
  /** Absent for a reader without `relatorios` view (campos-restritos.ts). */
  custo_base: z.number().nullable().optional(),
  controla_estoque: z.boolean(),
  estoque_atual: z.number(),
  estoque_minimo: z.number(),
  /** Red badge: stock controlled and current ≤ minimum (DESIGN §8b). */
  estoque_baixo: z.boolean(),
  criado_em: z.string(),
})
export type ProdutoView = z.infer<typeof produtoView>
