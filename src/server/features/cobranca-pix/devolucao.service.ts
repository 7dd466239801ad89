import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import { formatCurrency } from '../../../shared/formatos/moeda'
import type { Executor } from '../../db/client'
import { pixRecebidos } from '../../db/schema'
import { type TenantScope, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import { ErroPsp } from '../../integracoes/pix/psp'
import { type ConfigPix, clienteDe, configDaEmpresa } from './config.service'

/**
 * 'Devolver PIX': sends back to the payer what of a received PIX settled nothing (paid beyond the
 * balance, or never identified), through the bank (PUT /pix/{e2eid}/devolucao/{id}). The refund is
 * claimed first (its id written, so a second click is refused), the bank called outside any transaction,
 * then its answer recorded; a bank that refuses or is down leaves nothing claimed and says why.
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
    if (r.devolucao_id) throw conflict('DEVOLUCAO_JA_SOLICITADA', m.devolucaoJaSolicitada)
    const disponivel = r.valor - r.valor_aplicado - r.valor_devolvido
    if (valor > disponivel) {
      const message = m.devolucaoAcimaDoDisponivel(formatCurrency(disponivel))
      throw new AppError(400, 'VALIDATION', message, { valor: message })
    }
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
      tx.update(pixRecebidos).set({ devolucao_id: null, devolucao_status: null }).where(doRecebido),
    )
    if (error instanceof ErroPsp) throw new AppError(502, 'BANCO_RECUSOU', error.message)
    throw error
  } finally {
    psp.fechar()
  }
  const devolvido = status === 'NAO_REALIZADO' ? 0 : valor
  await withTenant(db, scope, async (tx) => {
    const resolvido = pedido.r.valor_aplicado + pedido.r.valor_devolvido + devolvido === pedido.r.valor
    await tx
      .update(pixRecebidos)
      .set({
        devolucao_status: status,
        valor_devolvido: pedido.r.valor_devolvido + devolvido,
        // Nothing left pending: a returned excess leaves the PIX reconciled, a returned stranger's PIX returned.
        ...(resolvido && { situacao: pedido.r.valor_aplicado > 0 ? 'conciliado' : 'devolvido' }),
      })
      .where(doRecebido)
  })
}
