import { and, eq, inArray, sql } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { Tx } from '../../db/client'
import { cobrancasPix, empresas, pixRecebidos } from '../../db/schema'
import type { PixRecebido } from '../../integracoes/pix/psp'
import { lancarAteOSaldo } from '../financeiro/recebimentos-em-lote'
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
 * Records the PIX the bank reported (a webhook's items, or a reconciliation's), in the caller's transaction
 * and in a fixed number of statements. The same `endToEndId` is recorded once (the unique index decides,
 * concurrent deliveries included). A PIX whose txid is one of the company's charges settles its title up
 * to the balance: the rest is kept as paid beyond it (`excedente`) for the shop to see; one with an
 * unknown txid is kept as `nao_identificado` for review. Answers the situations of the PIX not recorded
 * before (none when all were).
 */
export async function registrarPix(
  tx: Tx,
  empresaId: string,
  fuso: string,
  lista: PixRecebido[],
  origem: Recebido['origem'],
): Promise<Situacao[]> {
  const unicos = [...new Map(lista.map((p) => [p.endToEndId, p])).values()]
  if (unicos.length === 0) return []
  const novos = await tx
    .insert(pixRecebidos)
    .values(
      unicos.map((pix) => ({
        empresa_id: empresaId,
        end_to_end_id: pix.endToEndId,
        txid: pix.txid ?? null,
        valor: pix.valorCentavos,
        horario: new Date(pix.horario),
        pagador_nome: pix.pagadorNome ?? null,
        info_pagador: pix.infoPagador ?? null,
        situacao: 'nao_identificado' as const,
        origem,
      })),
    )
    .onConflictDoNothing({ target: [pixRecebidos.empresa_id, pixRecebidos.end_to_end_id] })
    .returning()
  const txids = [...new Set(novos.flatMap((n) => (n.txid ? [n.txid] : [])))]
  const cobrancas =
    txids.length === 0
      ? []
      : await tx
          .select({ id: cobrancasPix.id, titulo_id: cobrancasPix.titulo_id, txid: cobrancasPix.txid })
          .from(cobrancasPix)
          .where(and(eq(cobrancasPix.empresa_id, empresaId), inArray(cobrancasPix.txid, txids)))
  if (cobrancas.length > 0) {
    // Paid, a charge is concluded at the bank: nothing there to revise or remove any more.
    await tx
      .update(cobrancasPix)
      .set({ status: 'concluida', remover: false, erro: null, atualizado_em: new Date() })
      .where(
        and(
          eq(cobrancasPix.empresa_id, empresaId),
          inArray(
            cobrancasPix.id,
            cobrancas.map((c) => c.id),
          ),
        ),
      )
  }
  const tituloDoTxid = new Map(cobrancas.map((c) => [c.txid, c.titulo_id]))
  const aplicar = novos.flatMap((recebido) => {
    const tituloId = recebido.txid ? tituloDoTxid.get(recebido.txid) : undefined
    return tituloId ? [{ recebido, tituloId }] : []
  })
  const aplicadas = await aplicarAosTitulos(tx, empresaId, fuso, aplicar)
  const situacaoDe = new Map(aplicar.map((a, k) => [a.recebido.id, aplicadas[k]]))
  return novos.map((n) => situacaoDe.get(n.id) ?? n.situacao)
}

/**
 * Settles titles with recorded PIX (their charges', or one a user attached by hand): receipts of up to the
 * balance, dated on the company's day of each PIX, carrying its endToEndId as their unique reference.
 * Answers each PIX's situation, in order.
 */
export async function aplicarAosTitulos(
  tx: Tx,
  empresaId: string,
  fuso: string,
  itens: { recebido: Recebido; tituloId: string }[],
): Promise<Situacao[]> {
  if (itens.length === 0) return []
  const lancados = await lancarAteOSaldo(
    tx,
    empresaId,
    itens.map(({ recebido, tituloId }) => ({
      tituloId,
      valor: recebido.valor,
      meio: 'pix',
      data_pagamento: todayInTimeZone(fuso, recebido.horario),
      obs: `PIX recebido pelo banco (${recebido.end_to_end_id})`,
      user_id: null,
      referencia: recebido.end_to_end_id,
    })),
  )
  const situacoes = itens.map(
    ({ recebido }, k): Situacao => (lancados[k].aplicado === recebido.valor ? 'conciliado' : 'excedente'),
  )
  const valores = sql.join(
    itens.map(
      ({ recebido, tituloId }, k) =>
        sql`(${recebido.id}::uuid, ${tituloId}::uuid, ${lancados[k].pagamentoId ?? null}::uuid, ${lancados[k].aplicado}::bigint, ${situacoes[k]})`,
    ),
    sql`, `,
  )
  await tx.execute(sql`update pix_recebidos p
    set titulo_id = v.titulo_id, pagamento_id = v.pagamento_id, valor_aplicado = v.aplicado, situacao = v.situacao
    from (values ${valores}) as v(id, titulo_id, pagamento_id, aplicado, situacao)
    where p.empresa_id = ${empresaId} and p.id = v.id`)
  // A partial payment: the charge of the rest is revised (or made) at the bank.
  await acompanharTitulos(tx, empresaId, [...new Set(itens.map((i) => i.tituloId))])
  return situacoes
}
