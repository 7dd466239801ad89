import { z } from 'zod'
import { formatQuantidade } from '../formatos/quantidade'

/** A stock-controlled product an OS needs more of than there is in stock (quantities with 3 decimals). */
export const estoqueFaltante = z.object({
  produto_id: z.uuid(),
  sku: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  /** The sum of the OS's lines of this product. */
  necessario: z.number(),
  em_estoque: z.number(),
})
export type EstoqueFaltante = z.infer<typeof estoqueFaltante>

/** GET /api/os/:id/estoque-faltante: what concluding would take beyond the stock, and whether that is allowed. */
export const osEstoqueFaltanteView = z.object({
  permitir_estoque_negativo: z.boolean(),
  faltantes: z.array(estoqueFaltante),
})
export type OsEstoqueFaltanteView = z.infer<typeof osEstoqueFaltanteView>

/** 'necessário 2 L, em estoque 0,5 L'. */
export const faltanteQuantidades = (f: EstoqueFaltante) =>
  `necessário ${formatQuantidade(f.necessario)} ${f.unidade}, em estoque ${formatQuantidade(f.em_estoque)} ${f.unidade}`

/** 'Óleo 5W30 (necessário 2 L, em estoque 0,5 L)'. */
export const faltanteTexto = (f: EstoqueFaltante) => `${f.descricao} (${faltanteQuantidades(f)})`

/** The 409 of a conclusion refused for short stock (also a bulk change's skip reason). */
export const estoqueInsuficienteMessage = (faltantes: EstoqueFaltante[]) =>
  `Estoque insuficiente para concluir: ${faltantes.map(faltanteTexto).join('; ')}`
