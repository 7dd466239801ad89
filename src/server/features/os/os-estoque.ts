import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import {
  type EstoqueFaltante,
  estoqueInsuficienteMessage,
  type OsEstoqueFaltanteView,
} from '../../../shared/os/estoque-faltante'
import type { Database, Executor, Tx } from '../../db/client'
import { empresas, estoqueMovimentos, os, osItens, produtos } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import { AppError, notFound } from '../../http/errors'
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

/** Whether the company lets a conclusion take stock below zero ('Permitir estoque negativo', default on). */
export async function permiteEstoqueNegativo(tx: Executor, empresaId: string): Promise<boolean> {
  const [row] = await tx
    .select({ permitir: empresas.permitir_estoque_negativo })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  return row?.permitir ?? true
}

/**
 * The stock-controlled products the OS needs more of than is in stock: each product's lines summed (a
 * product may be on two lines), compared with its current stock.
 */
export async function faltantesDaOs(
  tx: Executor,
  empresaId: string,
  osId: string,
): Promise<EstoqueFaltante[]> {
  const necessario = sql<string>`sum(${osItens.quantidade})`
  const rows = await tx
    .select({
      produto_id: produtos.id,
      sku: produtos.sku,
      descricao: produtos.descricao,
      unidade: produtos.unidade,
      necessario,
      em_estoque: produtos.estoque_atual,
    })
    .from(osItens)
    .innerJoin(
      produtos,
      and(eq(produtos.empresa_id, osItens.empresa_id), eq(produtos.id, osItens.referencia_id)),
    )
    .where(
      and(
        eq(osItens.empresa_id, empresaId),
        eq(osItens.os_id, osId),
        eq(osItens.tipo, 'produto'),
        eq(produtos.controla_estoque, true),
        gt(osItens.quantidade, '0'),
      ),
    )
    .groupBy(produtos.empresa_id, produtos.id)
    .having(sql`${necessario} > ${produtos.estoque_atual}`)
    .orderBy(asc(produtos.descricao), asc(produtos.id))
  return rows.map((r) => ({ ...r, necessario: Number(r.necessario), em_estoque: Number(r.em_estoque) }))
}

/**
 * With 'Permitir estoque negativo' off, a conclusion that would take a product below zero is refused
 * (409 with the short parts) before anything is written. The products are locked first, in id order
 * like the movements, so the stock read is the stock the conclusion would take from.
 */
async function recusarSeFaltar(tx: Tx, tenant: Tenant, o: OsRow) {
  if (await permiteEstoqueNegativo(tx, tenant.empresaId)) return
  const doOs = tx
    .select({ id: osItens.referencia_id })
    .from(osItens)
    .where(
      and(eq(osItens.empresa_id, tenant.empresaId), eq(osItens.os_id, o.id), eq(osItens.tipo, 'produto')),
    )
  await tx
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.empresa_id, tenant.empresaId), inArray(produtos.id, doOs)))
    .orderBy(asc(produtos.id))
    .for('update')
  const faltantes = await faltantesDaOs(tx, tenant.empresaId, o.id)
  if (faltantes.length > 0)
    throw new AppError(409, 'ESTOQUE_INSUFICIENTE', estoqueInsuficienteMessage(faltantes), undefined, {
      faltantes,
    })
}

/**
 * Concluding an OS takes its stock-controlled products out of stock, one movement per line, in the
 * concluding transaction (DESIGN §5). Stock may go negative unless the company forbids it: the user was
 * shown the short parts before confirming. Products are locked in id order so two conclusions never
 * deadlock.
 */
export async function baixarEstoque(tx: Tx, tenant: Tenant, o: OsRow) {
  await recusarSeFaltar(tx, tenant, o)
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

/** GET /api/os/:id/estoque-faltante: what the conclusion dialog lists before the user confirms. */
export function estoqueFaltanteDaOs(
  db: Database,
  tenant: Tenant,
  id: string,
): Promise<OsEstoqueFaltanteView> {
  return readTenant(db, tenant, async (tx) => {
    const [o] = await tx
      .select({ id: os.id })
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, id)))
    if (!o) throw notFound('OS não encontrada')
    return {
      permitir_estoque_negativo: await permiteEstoqueNegativo(tx, tenant.empresaId),
      faltantes: await faltantesDaOs(tx, tenant.empresaId, id),
    }
  })
}
