import { and, eq } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { Tx } from '../../db/client'
import { cobrancasPix, empresas, pixRecebidos } from '../../db/schema'
import type { PixRecebido } from '../../integracoes/pix/psp'
import { lancarAteOSaldo } from '../financeiro/recebimentos.service'
import { acompanharTitulos } from './cobrancas.service'

type Recebido = typeof pixRecebidos.$inferSelect
export type Situacao = Recebido['situacao']

/** The company's time zone: a PIX received at 23:30 in São Paulo is a receipt of that day there. */
export async function fusoDaEmpresa(tx: Tx, empresaId: string): Promise<string> {
  const [e] = await tx
    .select({ fuso: empresas.fuso_horario })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  return e?.fuso ?? 'America/Sao_Paulo'
}

/**
 * Records a PIX the bank reported (webhook or reconciliation), in the caller's transaction. The same
 * `endToEndId` twice is recorded once (the unique index decides, concurrent deliveries included). A PIX
 * whose txid is a title's charge settles that title up to its balance: the rest is kept as paid beyond
 * (`excedente`) for the shop to see; one with an unknown txid is kept as `nao_identificado` for review.
 * Answers undefined when the PIX was already recorded.
 */
export async function registrarPix(
  tx: Tx,
  empresaId: string,
  fuso: string,
  pix: PixRecebido,
  origem: Recebido['origem'],
): Promise<Situacao | undefined> {
  const [recebido] = await tx
    .insert(pixRecebidos)
    .values({
      empresa_id: empresaId,
      end_to_end_id: pix.endToEndId,
      txid: pix.txid ?? null,
      valor: pix.valorCentavos,
      horario: new Date(pix.horario),
      pagador_nome: pix.pagadorNome ?? null,
      info_pagador: pix.infoPagador ?? null,
      situacao: 'nao_identificado',
      origem,
    })
    .onConflictDoNothing({ target: [pixRecebidos.empresa_id, pixRecebidos.end_to_end_id] })
    .returning()
  if (!recebido) return undefined
  if (!pix.txid) return recebido.situacao
  const [cobranca] = await tx
    .select({ id: cobrancasPix.id, titulo_id: cobrancasPix.titulo_id })
    .from(cobrancasPix)
    .where(and(eq(cobrancasPix.empresa_id, empresaId), eq(cobrancasPix.txid, pix.txid)))
  if (!cobranca) return recebido.situacao
  // Paid, the charge is concluded at the bank: nothing there to revise or remove any more.
  await tx
    .update(cobrancasPix)
    .set({ status: 'concluida', remover: false, erro: null, atualizado_em: new Date() })
    .where(and(eq(cobrancasPix.empresa_id, empresaId), eq(cobrancasPix.id, cobranca.id)))
  return aplicarAoTitulo(tx, empresaId, fuso, recebido, cobranca.titulo_id)
}

/**
 * Settles a title with a recorded PIX (its charge's, or one a user attached by hand): a receipt of up to
 * the balance, dated on the company's day of the PIX, carrying the endToEndId as its unique reference.
 */
export async function aplicarAoTitulo(
  tx: Tx,
  empresaId: string,
  fuso: string,
  recebido: Recebido,
  tituloId: string,
): Promise<Situacao> {
  const { pagamentoId, aplicado } = await lancarAteOSaldo(tx, empresaId, tituloId, {
    valor: recebido.valor,
    meio: 'pix',
    data_pagamento: todayInTimeZone(fuso, recebido.horario),
    obs: `PIX recebido pelo banco (${recebido.end_to_end_id})`,
    user_id: null,
    referencia: recebido.end_to_end_id,
  })
  const situacao: Situacao = aplicado === recebido.valor ? 'conciliado' : 'excedente'
  await tx
    .update(pixRecebidos)
    .set({ titulo_id: tituloId, pagamento_id: pagamentoId ?? null, valor_aplicado: aplicado, situacao })
    .where(and(eq(pixRecebidos.empresa_id, empresaId), eq(pixRecebidos.id, recebido.id)))
  // A partial payment: the charge of the rest is revised (or made) at the bank.
  await acompanharTitulos(tx, empresaId, [tituloId])
  return situacao
}
