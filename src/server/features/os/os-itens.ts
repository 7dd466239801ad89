import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { osMessages as m } from '../../../shared/os/os.messages'
import type { osItemInput } from '../../../shared/os/os.schemas'
import { lineSubtotal, percentFromDiscount } from '../../../shared/os/os-totais'
import type { Tx } from '../../db/client'
import { type osItens, produtos, servicosCatalogo } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

type ItemInput = z.output<typeof osItemInput>
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
  const servicos = servicoIds.length
    ? await tx
        .select({
          id: servicosCatalogo.id,
          descricao: servicosCatalogo.descricao,
          permite_desconto: servicosCatalogo.permite_desconto,
        })
        .from(servicosCatalogo)
        .where(
          and(eq(servicosCatalogo.empresa_id, tenant.empresaId), inArray(servicosCatalogo.id, servicoIds)),
        )
    : []
  const produtosFound = produtoIds.length
    ? await tx
        .select({ id: produtos.id, descricao: produtos.descricao })
        .from(produtos)
        .where(and(eq(produtos.empresa_id, tenant.empresaId), inArray(produtos.id, produtoIds)))
    : []
  const servicoById = new Map(servicos.map((s) => [s.id, s]))
  const produtoById = new Map(produtosFound.map((p) => [p.id, p]))

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
