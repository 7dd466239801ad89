import { addDays } from 'date-fns'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { faltaParaEnviarOrcamento } from '../../../shared/os/enviar-orcamento'
import { osMessages as m } from '../../../shared/os/os.messages'
import { OS_PADROES, type OsBulkStatusResult } from '../../../shared/os/os.schemas'
import { type OsStatus, transitionPermission, transitionRefusal } from '../../../shared/os/os-status'
import { can } from '../../../shared/permissoes/permissoes'
import type { Database, Executor, Tx } from '../../db/client'
import { os, osItens, osOrcamentos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, forbidden } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { writeHistoricoDoCliente } from '../portal/portal-historico'
import { revogarLinksDaOs } from '../portal/portal-links'
import { registrarRevisoesDaEntrega } from '../revisoes/revisoes-entrega'
import { lockOs, type OsRow, writeHistorico } from './os.service'
import { baixarEstoque, estornarEstoque } from './os-estoque'
import { loadOsView } from './os-view'

const plusDays = (isoDate: string, days: number) =>
  addDays(new Date(`${isoDate}T12:00:00Z`), days)
    .toISOString()
    .slice(0, 10)

/** Clears the customer's refusal: it answered a version that is now approved or replaced. */
const semRecusa = {
  orcamento_recusado_em: null,
  orcamento_recusado_por: null,
  orcamento_recusa_motivo: null,
} satisfies PgUpdateSetSource<typeof os>

/** 'Enviar Orçamento': the spec's two checks, then a numbered snapshot of lines and totals (DESIGN §8b). */
async function enviarOrcamento(tx: Tx, tenant: Tenant, o: OsRow): Promise<PgUpdateSetSource<typeof os>> {
  const itens = await tx
    .select()
    .from(osItens)
    .where(and(eq(osItens.empresa_id, tenant.empresaId), eq(osItens.os_id, o.id)))
    .orderBy(osItens.ordem)
  const falta = faltaParaEnviarOrcamento({ temCliente: o.cliente_id !== null, itens: itens.length })
  if (falta) throw new AppError(400, 'VALIDATION', falta.mensagem, { [falta.campo]: falta.mensagem })
  const [last] = await tx
    .select({ versao: osOrcamentos.versao })
    .from(osOrcamentos)
    .where(and(eq(osOrcamentos.empresa_id, tenant.empresaId), eq(osOrcamentos.os_id, o.id)))
    .orderBy(desc(osOrcamentos.versao))
    .limit(1)
  const validade =
    o.orcamento_validade ??
    plusDays(todayInTimeZone(tenant.empresa.fuso_horario), OS_PADROES.validadeOrcamentoDias)
  await tx.insert(osOrcamentos).values({
    empresa_id: tenant.empresaId,
    os_id: o.id,
    versao: (last?.versao ?? 0) + 1,
    itens: itens.map(({ empresa_id: _e, os_id: _o, ...item }) => item),
    subtotal_servicos: o.subtotal_servicos,
    subtotal_produtos: o.subtotal_produtos,
    desconto_valor: o.desconto_valor,
    acrescimos_valor: o.acrescimos_valor,
    total_geral: o.total_geral,
    validade,
    condicoes_pagamento: o.condicoes_pagamento,
    observacoes: o.observacoes_orcamento,
    enviado_por: tenant.userId,
  })
  // 'Enviado ao cliente em' is this moment, the version's own; 'Marcar como Enviado' may set it later.
  return { orcamento_validade: validade, orcamento_enviado_em: sql`now()`, ...semRecusa }
}

async function latestVersion(tx: Tx, empresaId: string, osId: string) {
  const [v] = await tx
    .select({ versao: osOrcamentos.versao })
    .from(osOrcamentos)
    .where(and(eq(osOrcamentos.empresa_id, empresaId), eq(osOrcamentos.os_id, osId)))
    .orderBy(desc(osOrcamentos.versao))
    .limit(1)
  return v?.versao ?? null
}

/**
 * The customer approving on the public quote page (issue 9): no user, the link is the authorization, and
 * the history keeps the evidence (typed name, IP, browser) with origem 'portal'.
 */
export interface ClientePortal {
  empresaId: string
  cliente: { nome: string; ip: string | null; userAgent: string | null }
}

/**
 * One transition through DESIGN §5's machine, with its effects, written to the history. Refusals are
 * 409 with the reason; cancelling needs `os` delete and a reason. A customer may only approve. The shop
 * approves a version the customer refused only when it says so (`confirmarRecusa`).
 */
export async function applyTransition(
  tx: Tx,
  autor: Tenant | ClientePortal,
  o: OsRow,
  to: OsStatus,
  observacao: string | null,
  opcoes: { confirmarRecusa?: boolean } = {},
) {
  const refusal = transitionRefusal(o.status, to)
  if (refusal) throw conflict('TRANSICAO_INVALIDA', refusal)
  const tenant = 'cliente' in autor ? null : autor
  if (tenant ? !can(tenant, 'os', transitionPermission(to)) : to !== 'aprovado') throw forbidden()
  const usuario = () => {
    if (!tenant) throw forbidden()
    return tenant
  }
  const now = sql`now()`
  let changes: PgUpdateSetSource<typeof os> = {}
  switch (to) {
    case 'orcamento_enviado':
      changes = await enviarOrcamento(tx, usuario(), o)
      break
    case 'aprovado':
      if (o.orcamento_recusado_em && !opcoes.confirmarRecusa)
        throw conflict('ORCAMENTO_RECUSADO', m.orcamentoRecusado)
      changes = {
        orcamento_versao_aprovada: await latestVersion(tx, autor.empresaId, o.id),
        aprovado_em: now,
        ...semRecusa,
      }
      break
    case 'concluido':
      await baixarEstoque(tx, usuario(), o)
      changes = { data_conclusao: now }
      break
    case 'entregue':
      changes = { data_entrega: now }
      // The vehicle's next revision of each recurring service (same transaction: all or nothing).
      await registrarRevisoesDaEntrega(tx, usuario(), o)
      break
    case 'rascunho':
      if (o.faturado_em) throw conflict('OS_FATURADA', m.faturada)
      // The approval belonged to the quote being revised; the next one is sent and approved again.
      changes = { orcamento_versao_aprovada: null, aprovado_em: null }
      // The customer's link to the revised version stops working ('Este orçamento foi alterado').
      await revogarLinksDaOs(tx, autor.empresaId, o.id)
      break
    case 'cancelado':
      if (!observacao)
        throw new AppError(400, 'VALIDATION', m.motivoCancelamento, { observacao: m.motivoCancelamento })
      if (o.faturado_em) throw conflict('OS_FATURADA', m.faturada)
      if (o.status === 'concluido') await estornarEstoque(tx, usuario(), o)
      changes = { motivo_cancelamento: observacao }
      break
  }
  await tx
    .update(os)
    .set({ ...changes, status: to, atualizado_em: now })
    .where(and(eq(os.empresa_id, autor.empresaId), eq(os.id, o.id)))
  const entry = { os_id: o.id, de_status: o.status, para_status: to, evento: 'status' as const, observacao }
  if (tenant) await writeHistorico(tx, tenant, entry)
  else await writeHistoricoDoCliente(tx, autor as ClientePortal, entry)
}

/** POST /api/os/:id/status */
export function transitionOs(
  db: Executor,
  tenant: Tenant,
  id: string,
  to: OsStatus,
  observacao: string | null,
  opcoes: { confirmarRecusa?: boolean } = {},
) {
  return withTenant(db, tenant, async (tx) => {
    await applyTransition(tx, tenant, await lockOs(tx, tenant, id), to, observacao, opcoes)
    return loadOsView(tx, tenant, id)
  })
}

/**
 * POST /api/os/status: each OS goes through the machine on its own savepoint; the allowed ones change,
 * the rest are reported with their reason (DESIGN §5). Ids of other companies read as not found.
 */
export function bulkTransition(
  db: Database,
  tenant: Tenant,
  ids: string[],
  to: OsStatus,
  observacao: string | null,
): Promise<OsBulkStatusResult> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select()
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), inArray(os.id, ids)))
      .orderBy(os.id)
      .for('update')
    const result: OsBulkStatusResult = { updated: [], skipped: [] }
    const found = new Set(rows.map((r) => r.id))
    for (const id of ids)
      if (!found.has(id)) result.skipped.push({ id, numero_os: null, motivo: 'OS não encontrada' })
    for (const row of rows) {
      try {
        await tx.transaction((sp) => applyTransition(sp, tenant, row, to, observacao))
        result.updated.push(row.id)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        result.skipped.push({ id: row.id, numero_os: row.numero_os, motivo: error.message })
      }
    }
    return result
  })
}

/** 'Marcar como Enviado': the quote reached the customer now (SPEC §4). */
export function marcarOrcamentoEnviado(db: Database, tenant: Tenant, id: string) {
  return withTenant(db, tenant, async (tx) => {
    const o = await lockOs(tx, tenant, id)
    if (o.status !== 'orcamento_enviado') {
      throw conflict('TRANSICAO_INVALIDA', 'Envie o orçamento antes de marcá-lo como enviado')
    }
    await tx
      .update(os)
      .set({ orcamento_enviado_em: sql`now()`, atualizado_em: sql`now()` })
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, id)))
    return loadOsView(tx, tenant, id)
  })
}
