import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { financeiroMessages as m } from '../../../shared/financeiro/financeiro.messages'
import type { recebimentoInput } from '../../../shared/financeiro/financeiro.schemas'
import type { TituloView } from '../../../shared/financeiro/titulo.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { formatCurrency } from '../../../shared/formatos/moeda'
import type { Executor, Tx } from '../../db/client'
import { arTitulos, os, pagamentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { acompanharTitulos } from '../cobranca-pix/cobrancas.service'
import { loadTitulo } from './titulo-query'

type RecebimentoInput = z.output<typeof recebimentoInput>

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION', message, { [field]: message })

/**
 * POST /api/titulos/:id/recebimentos: a `pagamentos` row and the title's paid sum, in one transaction.
 * The balance check and the addition are one conditional UPDATE: concurrent receipts queue on the row
 * and each re-checks the sum its predecessor left, so none can pass the title's value (DESIGN §6). The
 * title is pago, with the date of the receipt that settled it, once the sum reaches its value.
 * Locks go parent first, as in estornarFaturamento: the OS, then the title (lockOsDoTitulo).
 */
export function registrarRecebimento(
  db: Executor,
  tenant: Tenant,
  tituloId: string,
  input: RecebimentoInput,
): Promise<TituloView> {
  const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
  if (input.data_pagamento > hoje) throw invalid('data_pagamento', m.dataFutura)
  return withTenant(db, tenant, async (tx) => {
    const lancado = await lancarRecebimento(tx, tenant.empresaId, tituloId, {
      valor: input.valor,
      meio: input.meio,
      data_pagamento: input.data_pagamento,
      obs: input.obs,
      user_id: tenant.userId,
    })
    if (!lancado) throw await recusa(tx, tenant, tituloId)
    await acompanharTitulos(tx, tenant.empresaId, [tituloId])
    return (await loadTitulo(tx, tenant, tituloId, hoje))!
  })
}

export interface Lancamento {
  valor: number
  meio: (typeof pagamentos.$inferInsert)['meio']
  data_pagamento: string
  obs?: string | null
  user_id: string | null
  /** A PSP's id of the payment (a PIX's endToEndId): unique per company. */
  referencia?: string
}

/**
 * Registers a receipt on a title in the caller's transaction: the conditional UPDATE and the `pagamentos`
 * row. Answers the receipt's id, or undefined when the title is not the company's, not open, or the
 * amount passes its balance (nothing written). Also used by the bank's PIX webhook (cobranca-pix).
 */
export async function lancarRecebimento(
  tx: Tx,
  empresaId: string,
  tituloId: string,
  r: Lancamento,
): Promise<string | undefined> {
  if (!(await lockOsDoTitulo(tx, empresaId, tituloId))) return undefined
  const novoPago = sql`${arTitulos.valor_pago} + ${r.valor}`
  const quitado = sql`${novoPago} = ${arTitulos.valor}`
  const [titulo] = await tx
    .update(arTitulos)
    .set({
      valor_pago: novoPago,
      status: sql`case when ${quitado} then 'pago' else ${arTitulos.status} end`,
      recebido_em: sql`case when ${quitado} then ${r.data_pagamento}::date else null end`,
    })
    .where(
      and(
        eq(arTitulos.empresa_id, empresaId),
        eq(arTitulos.id, tituloId),
        eq(arTitulos.status, 'aberto'),
        sql`${novoPago} <= ${arTitulos.valor}`,
      ),
    )
    .returning({ os_id: arTitulos.os_id })
  if (!titulo) return undefined
  const [pagamento] = await tx
    .insert(pagamentos)
    .values({
      empresa_id: empresaId,
      titulo_id: tituloId,
      os_id: titulo.os_id,
      valor: r.valor,
      meio: r.meio,
      data_pagamento: r.data_pagamento,
      obs: r.obs,
      user_id: r.user_id,
      referencia: r.referencia,
    })
    .returning({ id: pagamentos.id })
  return pagamento.id
}

/**
 * Gives back `valor` of the receipt a bank reported with this reference (a PIX refunded to its payer),
 * in the caller's transaction: the receipt shrinks (gone when nothing is left), the title's paid sum with
 * it, and a settled title is open again. Locks as a receipt does (OS, then title). Answers the title's id,
 * or undefined when there is no such receipt or it holds less than `valor` (nothing written).
 */
export async function devolverDoRecebimento(
  tx: Tx,
  empresaId: string,
  referencia: string,
  valor: number,
): Promise<string | undefined> {
  const doRecebimento = and(eq(pagamentos.empresa_id, empresaId), eq(pagamentos.referencia, referencia))
  const [recebimento] = await tx.select().from(pagamentos).where(doRecebimento)
  if (!recebimento || recebimento.valor < valor) return undefined
  if (!(await lockOsDoTitulo(tx, empresaId, recebimento.titulo_id))) return undefined
  const [titulo] = await tx
    .update(arTitulos)
    .set({
      valor_pago: sql`${arTitulos.valor_pago} - ${valor}`,
      status: sql`case when ${arTitulos.status} = 'pago' then 'aberto' else ${arTitulos.status} end`,
      recebido_em: null,
    })
    .where(
      and(
        eq(arTitulos.empresa_id, empresaId),
        eq(arTitulos.id, recebimento.titulo_id),
        inArray(arTitulos.status, ['aberto', 'pago']),
        sql`${arTitulos.valor_pago} >= ${valor}`,
      ),
    )
    .returning({ id: arTitulos.id })
  if (!titulo) return undefined
  if (recebimento.valor === valor) await tx.delete(pagamentos).where(doRecebimento)
  else
    await tx
      .update(pagamentos)
      .set({ valor: recebimento.valor - valor })
      .where(doRecebimento)
  return titulo.id
}

/**
 * Takes, before the title's row lock, the OS lock the receipt's foreign key would take after it (key
 * share). Taken after, it waited on a reversal holding the OS and about to lock this very title: a
 * deadlock (issue 22). Key share waits only for a writer that locked the OS (lockOs), never for another
 * receipt. Answers false when the title is not the company's.
 */
async function lockOsDoTitulo(tx: Tx, empresaId: string, tituloId: string) {
  const doTitulo = tx
    .select({ os_id: arTitulos.os_id })
    .from(arTitulos)
    .where(and(eq(arTitulos.empresa_id, empresaId), eq(arTitulos.id, tituloId)))
  const [locked] = await tx
    .select({ id: os.id })
    .from(os)
    .where(and(eq(os.empresa_id, empresaId), eq(os.id, doTitulo)))
    .for('key share')
  return locked !== undefined
}

/** Why the conditional UPDATE changed nothing: not the company's, settled, cancelled or above the balance. */
async function recusa(tx: Tx, tenant: Tenant, id: string) {
  const [atual] = await tx
    .select({ status: arTitulos.status, valor: arTitulos.valor, valor_pago: arTitulos.valor_pago })
    .from(arTitulos)
    .where(and(eq(arTitulos.empresa_id, tenant.empresaId), eq(arTitulos.id, id)))
  if (!atual) return notFound(m.tituloNaoEncontrado)
  if (atual.status === 'pago') return conflict('TITULO_PAGO', m.tituloPago)
  if (atual.status === 'cancelado') return conflict('TITULO_CANCELADO', m.tituloCancelado)
  return invalid('valor', m.valorAcimaDoSaldo(formatCurrency(atual.valor - atual.valor_pago)))
}
