import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import { maximoDevolvivel, partesDaDevolucao, podeDevolver } from '../../../shared/cobranca-pix/devolucao'
import { formatCurrency } from '../../../shared/formatos/moeda'
import type { Executor } from '../../db/client'
import { pixRecebidos } from '../../db/schema'
import { type TenantScope, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import { type ClientePsp, ErroPsp } from '../../integracoes/pix/psp'
import { devolverDoRecebimento } from '../financeiro/recebimentos.service'
import { acompanharTitulos } from './cobrancas.service'
import { type ConfigPix, clienteDe, configDaEmpresa } from './config.service'

const invalido = (message: string) => new AppError(400, 'VALIDATION', message, { valor: message })

/**
 * 'Devolver PIX': sends back to the payer part or all of a received PIX through the bank
 * (PUT /pix/{e2eid}/devolucao/{id}). What settled nothing goes first, then the receipt it made on its
 * title (partesDaDevolucao), which leaves the title's paid sum. The refund is claimed first (its id
 * written, so a second click is refused), the bank called outside any transaction, then its answer
 * recorded with the receipt given back in one transaction; a bank that refuses or is down leaves nothing
 * claimed and says why.
 */
export async function devolverPix(
  db: Executor,
  scope: TenantScope,
  id: string,
  valor: number,
  config: ConfigPix,
) {
  const doRecebido = and(eq(pixRecebidos.empresa_id, scope.empresaId), eq(pixRecebidos.id, id))
  const pedido = await withTenant(db, scope, async (tx) => {
    const [r] = await tx.select().from(pixRecebidos).where(doRecebido).for('update')
    if (!r) throw notFound(m.recebidoNaoEncontrado)
    if (!podeDevolver(r)) throw conflict('DEVOLUCAO_JA_SOLICITADA', m.devolucaoJaSolicitada)
    if (valor > maximoDevolvivel(r))
      throw invalido(m.devolucaoAcimaDoDisponivel(formatCurrency(maximoDevolvivel(r))))
    const cfg = await configDaEmpresa(tx)
    if (!cfg) throw notFound(m.naoConfigurado)
    // The API Pix's refund id: letters and digits, up to 35.
    const devolucaoId = `D${randomBytes(15).toString('hex')}`
    await tx
      .update(pixRecebidos)
      .set({ devolucao_id: devolucaoId, devolucao_status: 'SOLICITANDO' })
      .where(doRecebido)
    return { r, cfg, devolucaoId }
  })
  const psp = clienteDe(pedido.cfg, config)
  let status: string
  try {
    status = (await psp.devolver(pedido.r.end_to_end_id, pedido.devolucaoId, valor)).status
  } catch (error) {
    await withTenant(db, scope, (tx) =>
      tx
        .update(pixRecebidos)
        .set({ devolucao_id: pedido.r.devolucao_id, devolucao_status: pedido.r.devolucao_status })
        .where(doRecebido),
    )
    if (error instanceof ErroPsp) throw new AppError(502, 'BANCO_RECUSOU', error.message)
    throw error
  } finally {
    psp.fechar()
  }
  await withTenant(db, scope, async (tx) => {
    if (status === 'NAO_REALIZADO') {
      await tx.update(pixRecebidos).set({ devolucao_status: status }).where(doRecebido)
      return
    }
    const { doRecebimento } = partesDaDevolucao(pedido.r, valor)
    const aplicado = pedido.r.valor_aplicado - doRecebimento
    const devolvido = pedido.r.valor_devolvido + valor
    await tx
      .update(pixRecebidos)
      .set({
        devolucao_status: status,
        valor_aplicado: aplicado,
        valor_devolvido: devolvido,
        // The receipt is about to go whole: the PIX lets go of it first (foreign key).
        ...(aplicado === 0 && { pagamento_id: null }),
        // Nothing left pending: what stays on a title is reconciled, a PIX all given back is returned.
        ...(aplicado + devolvido === pedido.r.valor && {
          situacao: aplicado > 0 ? 'conciliado' : 'devolvido',
        }),
      })
      .where(doRecebido)
    if (doRecebimento > 0) {
      const tituloId = await devolverDoRecebimento(tx, scope.empresaId, pedido.r.end_to_end_id, doRecebimento)
      // The balance back on the title is charged again at the bank (a new cobv).
      if (tituloId) await acompanharTitulos(tx, scope.empresaId, [tituloId])
    }
  })
}

/** How many refunds in processing one reconciliation asks the bank about (the oldest first). */
const DEVOLUCOES_POR_RODADA = 20

/**
 * The reconciliation's follow-up of refunds the bank was still processing: each is asked about (outside
 * any transaction) and its answer recorded. One the bank did not carry out leaves the money with the shop:
 * no longer counted as given back, it is again what settled nothing (a PIX with no receipt left can be
 * attached to a title again).
 */
export async function acompanharDevolucoes(db: Executor, empresaId: string, psp: ClientePsp) {
  const emProcessamento = await withTenant(db, { empresaId }, (tx) =>
    tx
      .select()
      .from(pixRecebidos)
      .where(
        and(eq(pixRecebidos.empresa_id, empresaId), eq(pixRecebidos.devolucao_status, 'EM_PROCESSAMENTO')),
      )
      .orderBy(pixRecebidos.horario)
      .limit(DEVOLUCOES_POR_RODADA),
  )
  const respostas: { r: (typeof emProcessamento)[number]; status: string }[] = []
  for (const r of emProcessamento) {
    if (!r.devolucao_id) continue
    const { status } = await psp.consultarDevolucao(r.end_to_end_id, r.devolucao_id)
    if (status !== r.devolucao_status) respostas.push({ r, status })
  }
  if (respostas.length === 0) return
  await withTenant(db, { empresaId }, async (tx) => {
    for (const { r, status } of respostas) {
      const desfeita = status === 'NAO_REALIZADO'
      await tx
        .update(pixRecebidos)
        .set({
          devolucao_status: status,
          ...(desfeita && {
            valor_devolvido: 0,
            ...(r.valor_aplicado > 0
              ? { situacao: 'excedente' as const }
              : { situacao: 'nao_identificado' as const, titulo_id: null }),
          }),
        })
        .where(
          and(
            eq(pixRecebidos.empresa_id, empresaId),
            eq(pixRecebidos.id, r.id),
            eq(pixRecebidos.devolucao_status, 'EM_PROCESSAMENTO'),
          ),
        )
    }
  })
}
