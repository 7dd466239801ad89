import { inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { osMessages as m } from '../../../shared/os/os.messages'
import type { osItemInput } from '../../../shared/os/os.schemas'
import { lineSubtotal, percentFromDiscount } from '../../../shared/os/os-totais'
import { queryRows, type Tx } from '../../db/client'
import { type osItens, produtos, servicosCatalogo } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

type ItemInput = z.output<typeof osItemInput>
type CatalogueRow = {
  tipo: 'servico' | 'produto'
  id: string
  descricao: string
  permite_desconto: boolean | null
}
export type ItemRow = Omit<typeof osItens.$inferInsert, 'empresa_id' | 'os_id'>

const invalid = (index: number, field: string, message: string) =>
  new AppError(400, 'VALIDATION', message, { [`itens.${index}.${field}`]: message })

/**
 * Checks every line against the company's catalogue (a service line needs a service, a product line a
 * product; a service without `permite_desconto` takes no discount), takes the catalogue's description
 * when the line has none, and computes the subtotal and the percent on the server (DESIGN §4).
 */
export async function resolveItens(tx: Tx, tenant: Tenant, itens: ItemInput[]): Promise<ItemRow[]> {
  const ids = (tipo: 'servico' | 'produto') => [
    ...new Set(itens.filter((i) => i.tipo === tipo).map((i) => i.referencia_id)),
  ]
  const servicoIds = ids('servico')
  const produtoIds = ids('produto')
  // Services and products in one statement (a UNION of primary-key lookups; an empty list is `false`).
  const found =
    servicoIds.length + produtoIds.length === 0
      ? []
      : await queryRows<CatalogueRow>(
          tx,
          sql`select 'servico' as tipo, ${servicosCatalogo.id} as id, ${servicosCatalogo.descricao} as descricao, ${servicosCatalogo.permite_desconto} as permite_desconto
            from ${servicosCatalogo} where ${servicosCatalogo.empresa_id} = ${tenant.empresaId} and ${inArray(servicosCatalogo.id, servicoIds)}
            union all
            select 'produto', ${produtos.id}, ${produtos.descricao}, null
            from ${produtos} where ${produtos.empresa_id} = ${tenant.empresaId} and ${inArray(produtos.id, produtoIds)}`,
        )
  const servicoById = new Map(found.filter((f) => f.tipo === 'servico').map((f) => [f.id, f]))
  const produtoById = new Map(found.filter((f) => f.tipo === 'produto').map((f) => [f.id, f]))

  return itens.map((item, index) => {
    const ref =
      item.tipo === 'servico' ? servicoById.get(item.referencia_id) : produtoById.get(item.referencia_id)
    if (!ref) {
      throw invalid(index, 'referencia_id', item.tipo === 'servico' ? m.selecioneServico : m.selecioneProduto)
    }
    const descricao = item.descricao ?? ref.descricao
    const semDesconto =
      item.tipo === 'servico' && servicoById.get(item.referencia_id)?.permite_desconto === false
    if (semDesconto && (item.desconto_valor > 0 || item.desconto_percentual > 0)) {
      throw invalid(index, 'desconto_valor', m.semDesconto(descricao))
    }
    return {
      ordem: index,
      tipo: item.tipo,
      referencia_id: item.referencia_id,
      descricao,
      quantidade: item.quantidade.toFixed(3),
      valor_unitario: item.valor_unitario,
      desconto_valor: item.desconto_valor,
      desconto_percentual: percentFromDiscount(
        item.quantidade,
        item.valor_unitario,
        item.desconto_valor,
      ).toFixed(2),
      subtotal: lineSubtotal(item),
    }
  })
}

/** Stored lines as the totals function reads them. */
export const forTotais = (
  rows: Array<Pick<ItemRow, 'tipo' | 'quantidade' | 'valor_unitario' | 'desconto_valor'>>,
) =>
  rows.map((r) => ({
    tipo: r.tipo,
    quantidade: Number(r.quantidade),
    valor_unitario: r.valor_unitario,
    desconto_valor: r.desconto_valor ?? 0,
  }))
