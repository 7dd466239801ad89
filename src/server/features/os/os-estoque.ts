import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { estoqueMovimentos, osItens, produtos } from '../../db/schema'
import type { Tenant } from '../auth/tenant.service'
import type { OsRow } from './os.service'

/** Moves one product's stock by `delta` (signed, numeric text) and records the movement with the new balance. */
async function move(
  tx: Tx,
  tenant: Tenant,
  o: OsRow,
  produtoId: string,
  delta: string,
  tipo: 'saida' | 'estorno',
) {
  const [p] = await tx
    .update(produtos)
    .set({ estoque_atual: sql`${produtos.estoque_atual} + ${delta}::numeric` })
    .where(and(eq(produtos.empresa_id, tenant.empresaId), eq(produtos.id, produtoId)))
    .returning({ saldo: produtos.estoque_atual })
  await tx.insert(estoqueMovimentos).values({
    empresa_id: tenant.empresaId,
    produto_id: produtoId,
    os_id: o.id,
    tipo,
    quantidade: delta,
    saldo_apos: p.saldo,
    observacao: tipo === 'saida' ? `${o.numero_os} concluída` : `${o.numero_os} cancelada`,
    user_id: tenant.userId,
  })
}

/**
 * Concluding an OS takes its stock-controlled products out of stock, one movement per line, in the
 * concluding transaction (DESIGN §5). Stock may go negative: the form warned, the work was done.
 * Products are locked in id order so two conclusions never deadlock.
 */
export async function baixarEstoque(tx: Tx, tenant: Tenant, o: OsRow) {
  const linhas = await tx
    .select({ produto_id: osItens.referencia_id, quantidade: osItens.quantidade })
    .from(osItens)
    .innerJoin(
      produtos,
      and(eq(produtos.empresa_id, osItens.empresa_id), eq(produtos.id, osItens.referencia_id)),
    )
    .where(
      and(
        eq(osItens.empresa_id, tenant.empresaId),
        eq(osItens.os_id, o.id),
        eq(osItens.tipo, 'produto'),
        eq(produtos.controla_estoque, true),
      ),
    )
    .orderBy(asc(osItens.referencia_id), asc(osItens.ordem))
  for (const linha of linhas) {
    if (Number(linha.quantidade) > 0)
      await move(tx, tenant, o, linha.produto_id!, `-${linha.quantidade}`, 'saida')
  }
}

/** Cancelling a concluded OS puts back what its conclusion took (reverse movements). */
export async function estornarEstoque(tx: Tx, tenant: Tenant, o: OsRow) {
  const saidas = await tx
    .select({ produto_id: estoqueMovimentos.produto_id, quantidade: estoqueMovimentos.quantidade })
    .from(estoqueMovimentos)
    .where(
      and(
        eq(estoqueMovimentos.empresa_id, tenant.empresaId),
        eq(estoqueMovimentos.os_id, o.id),
        inArray(estoqueMovimentos.tipo, ['saida', 'estorno']),
      ),
    )
  // Net per product of what this OS took and already returned: only the rest goes back.
  const net = new Map<string, number>()
  for (const s of saidas)
    net.set(s.produto_id, (net.get(s.produto_id) ?? 0) + Math.round(Number(s.quantidade) * 1000))
  for (const [produtoId, milli] of [...net].sort(([a], [b]) => a.localeCompare(b))) {
    if (milli < 0) await move(tx, tenant, o, produtoId, (-milli / 1000).toFixed(3), 'estorno')
  }
}
