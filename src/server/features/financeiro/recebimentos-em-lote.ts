import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { arTitulos, os, pagamentos } from '../../db/schema'
import type { Lancamento } from './recebimentos.service'

export type LancamentoNoTitulo = Lancamento & { tituloId: string }

/**
 * Receipts of at most each title's balance, for a bank's PIX (one, or the 50 of one callback), in the
 * caller's transaction and in a fixed number of statements however many there are: the OS locked first
 * (key share, as a single receipt does), then the titles (by id, so concurrent batches queue instead of
 * deadlocking), the balances worked out here, one UPDATE of the titles and one INSERT of the receipts.
 * Answers, per entry and in order, the amount applied (0 when the title is settled, cancelled or not the
 * company's) and its receipt's id.
 */
export async function lancarAteOSaldo(
  tx: Tx,
  empresaId: string,
  lancamentos: LancamentoNoTitulo[],
): Promise<{ pagamentoId?: string; aplicado: number }[]> {
  if (lancamentos.length === 0) return []
  const ids = [...new Set(lancamentos.map((l) => l.tituloId))]
  const doTitulos = tx
    .select({ os_id: arTitulos.os_id })
    .from(arTitulos)
    .where(and(eq(arTitulos.empresa_id, empresaId), inArray(arTitulos.id, ids)))
  await tx
    .select({ id: os.id })
    .from(os)
    .where(and(eq(os.empresa_id, empresaId), inArray(os.id, doTitulos)))
    .orderBy(asc(os.id))
    .for('key share')
  const titulos = await tx
    .select({
      id: arTitulos.id,
      os_id: arTitulos.os_id,
      valor: arTitulos.valor,
      valor_pago: arTitulos.valor_pago,
      status: arTitulos.status,
      recebido_em: arTitulos.recebido_em,
    })
    .from(arTitulos)
    .where(and(eq(arTitulos.empresa_id, empresaId), inArray(arTitulos.id, ids)))
    .orderBy(asc(arTitulos.id))
    .for('update')
  const porId = new Map(titulos.map((t) => [t.id, { ...t, mudou: false }]))
  const recebimentos: (typeof pagamentos.$inferInsert)[] = []
  const resultados = lancamentos.map((l) => {
    const t = porId.get(l.tituloId)
    const aplicado = t?.status === 'aberto' ? Math.min(l.valor, t.valor - t.valor_pago) : 0
    if (!t || aplicado <= 0) return { aplicado: 0 }
    t.valor_pago += aplicado
    t.mudou = true
    // Settled by this receipt: the title is pago on the receipt's date (DESIGN §6).
    if (t.valor_pago === t.valor) Object.assign(t, { status: 'pago', recebido_em: l.data_pagamento })
    const pagamentoId = randomUUID()
    recebimentos.push({
      id: pagamentoId,
      empresa_id: empresaId,
      titulo_id: t.id,
      os_id: t.os_id,
      valor: aplicado,
      meio: l.meio,
      data_pagamento: l.data_pagamento,
      obs: l.obs,
      user_id: l.user_id,
      referencia: l.referencia,
    })
    return { pagamentoId, aplicado }
  })
  const mudados = [...porId.values()].filter((t) => t.mudou)
  if (mudados.length === 0) return resultados
  // The titles are locked: their new sums and statuses are written as worked out above.
  const valores = sql.join(
    mudados.map((t) => sql`(${t.id}::uuid, ${t.valor_pago}::bigint, ${t.status}, ${t.recebido_em}::date)`),
    sql`, `,
  )
  await tx.execute(sql`update ar_titulos t
    set valor_pago = v.valor_pago, status = v.status, recebido_em = v.recebido_em
    from (values ${valores}) as v(id, valor_pago, status, recebido_em)
    where t.empresa_id = ${empresaId} and t.id = v.id`)
  await tx.insert(pagamentos).values(recebimentos)
  return resultados
}
