import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { financeiroMessages as m } from '../../../shared/financeiro/financeiro.messages'
import type { faturarInput } from '../../../shared/financeiro/financeiro.schemas'
import { formaPagamentoLabels } from '../../../shared/financeiro/formas-pagamento'
import { planoDeParcelas } from '../../../shared/financeiro/parcelas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { can } from '../../../shared/permissoes/permissoes'
import type { Executor, Tx } from '../../db/client'
import { arTitulos, os, pagamentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, forbidden } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { acompanharTitulos } from '../cobranca-pix/cobrancas.service'
import { notaAoFaturar, recusarEstornoComNota } from '../fiscal/emissao.service'
import { lockOs, writeHistorico } from '../os/os.service'
import { loadOsView } from '../os/os-view'

type FaturarInput = z.output<typeof faturarInput>

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION', message, { [field]: message })

const marcarFaturada = (tx: Tx, tenant: Tenant, osId: string, faturadoEm: ReturnType<typeof sql> | null) =>
  tx
    .update(os)
    .set({ faturado_em: faturadoEm, atualizado_em: sql`now()` })
    .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, osId)))

/**
 * POST /api/os/:id/faturar (DESIGN §6): the titles of the instalment plan, the deposit paid with its
 * receipt, the OS marked invoiced and a history note, in one transaction. The OS row is locked first,
 * so of two concurrent invoices the second finds it invoiced.
 */
export function faturarOs(db: Executor, tenant: Tenant, id: string, input: FaturarInput) {
  return withTenant(db, tenant, async (tx) => {
    // DESIGN §3: invoicing also changes the OS, so it needs `os` edit besides `contas_receber` create.
    if (!can(tenant, 'os', 'edit')) throw forbidden()
    const o = await lockOs(tx, tenant, id)
    if (o.faturado_em) throw conflict('JA_FATURADA', m.jaFaturada)
    if (o.status !== 'em_execucao' && o.status !== 'concluido')
      throw conflict('NAO_FATURAVEL', m.naoFaturavel)
    if (!o.cliente_id) throw invalid('cliente_id', m.semCliente)
    if (o.total_geral <= 0) throw invalid('total_geral', m.semTotal)
    if (input.sinal > o.total_geral) throw invalid('sinal', m.sinalMaiorQueTotal)
    const restante = o.total_geral - input.sinal
    if (restante > 0 && restante < input.parcelas) throw invalid('parcelas', m.parcelasDemais)

    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const plano = planoDeParcelas({
      total: o.total_geral,
      sinal: input.sinal,
      parcelas: input.parcelas,
      vencimentoInicial: input.vencimento_inicial,
      hoje,
    })
    const titulos = plano.map((p) => ({
      id: randomUUID(),
      empresa_id: tenant.empresaId,
      os_id: o.id,
      cliente_id: o.cliente_id!,
      parcela: p.parcela,
      emissao: hoje,
      vencimento: p.vencimento,
      valor: p.valor,
      valor_pago: p.sinal ? p.valor : 0,
      forma: input.forma,
      status: p.sinal ? ('pago' as const) : ('aberto' as const),
      recebido_em: p.sinal ? hoje : null,
    }))
    await tx.insert(arTitulos).values(titulos)
    // With the company's bank connected, each instalment becomes a PIX charge (sent after the commit).
    await acompanharTitulos(
      tx,
      tenant.empresaId,
      titulos.filter((t) => t.status === 'aberto').map((t) => t.id),
    )
    const sinal = titulos.find((t) => t.status === 'pago')
    if (sinal) {
      await tx.insert(pagamentos).values({
        empresa_id: tenant.empresaId,
        titulo_id: sinal.id,
        os_id: o.id,
        valor: sinal.valor,
        meio: input.forma,
        data_pagamento: hoje,
        user_id: tenant.userId,
      })
    }
    await marcarFaturada(tx, tenant, o.id, sql`now()`)
    // 'Emitir NFS-e ao faturar': the note is made here and sent after the commit (the route wakes the job).
    await notaAoFaturar(tx, tenant, o.id)
    const parcelas = plano.filter((p) => !p.sinal).length
    await writeHistorico(tx, tenant, {
      os_id: o.id,
      de_status: o.status,
      para_status: o.status,
      evento: 'faturamento',
      observacao: m.historicoFaturada(
        parcelas,
        sinal ? formatCurrency(sinal.valor) : null,
        formaPagamentoLabels[input.forma],
      ),
    })
    return loadOsView(tx, tenant, o.id)
  })
}

/**
 * POST /api/os/:id/estornar-faturamento: cancels the titles of an invoice nobody has paid anything of
 * (the deposit counts: money received is never un-recorded). The titles are locked before the check, so
 * a receipt committed meanwhile is seen, and one arriving later finds them cancelled. Lock order, the
 * same as a receipt's: the OS, then its titles by id ascending.
 */
export function estornarFaturamento(db: Executor, tenant: Tenant, id: string) {
  return withTenant(db, tenant, async (tx) => {
    const o = await lockOs(tx, tenant, id)
    if (!o.faturado_em) throw conflict('NAO_FATURADA', m.naoFaturada)
    await recusarEstornoComNota(tx, tenant, o.id)
    const titulos = await tx
      .select({ id: arTitulos.id, valor_pago: arTitulos.valor_pago })
      .from(arTitulos)
      .where(
        and(
          eq(arTitulos.empresa_id, tenant.empresaId),
          eq(arTitulos.os_id, o.id),
          ne(arTitulos.status, 'cancelado'),
        ),
      )
      .orderBy(asc(arTitulos.id))
      .for('update')
    if (titulos.some((t) => t.valor_pago > 0))
      throw conflict('ESTORNO_COM_RECEBIMENTO', m.estornoComRecebimento)
    if (titulos.length > 0) {
      await tx
        .update(arTitulos)
        .set({ status: 'cancelado' })
        .where(
          and(
            eq(arTitulos.empresa_id, tenant.empresaId),
            inArray(
              arTitulos.id,
              titulos.map((t) => t.id),
            ),
          ),
        )
    }
    // Their charges at the bank are removed (after the commit).
    await acompanharTitulos(
      tx,
      tenant.empresaId,
      titulos.map((t) => t.id),
    )
    await marcarFaturada(tx, tenant, o.id, null)
    await writeHistorico(tx, tenant, {
      os_id: o.id,
      de_status: o.status,
      para_status: o.status,
      evento: 'estorno_faturamento',
      observacao: m.historicoEstornada(titulos.length),
    })
    return loadOsView(tx, tenant, o.id)
  })
}
