import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { ErroPsp } from '../../integracoes/pix/psp'
import { criarRotinaPorEmpresa, type RotinaPorEmpresa } from '../../ops/rotina-por-empresa'
import { registrarPendentes } from './cobrancas.service'
import { conciliarEmpresa } from './conciliacao.service'
import { empresasComPsp } from './config.service'
import { empresasComLembretes, enviarLembretesDoDia } from './lembretes.service'

/** After invoicing, receipts and webhooks: `acordar` (pending charges to the bank); every interval: `rodada`. */
export type RotinaCobrancaPix = RotinaPorEmpresa

/**
 * The background side of the PIX charges, in each app server: woken after invoicing, receipts and
 * webhooks, and every `jobIntervalMs` for retries and the reconciliation of missed webhooks. Several
 * servers may run it at once: charges are claimed with FOR UPDATE SKIP LOCKED and a lease, and a PIX is
 * recorded once whoever reports it.
 */
export function criarRotinaCobrancaPix(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): RotinaCobrancaPix {
  const falhou = (empresaId: string, etapa: string) => (error: unknown) => {
    // A bank's failure is already on the charge (its `erro`); anything else is a bug worth a log line.
    if (!(error instanceof ErroPsp)) log.error({ err: error, empresaId }, `cobrança PIX: ${etapa} falhou`)
  }
  return criarRotinaPorEmpresa({
    trabalho: (empresaId) => registrarPendentes(db, empresaId, config),
    async rodada(registrar) {
      const empresas = await db.transaction((tx) => empresasComPsp(tx))
      for (const empresaId of empresas) {
        await registrar(empresaId)
        await conciliarEmpresa(db, empresaId, config).catch(falhou(empresaId, 'conciliação'))
      }
      if (!config.smtpUrl) return
      // Reminders go once per title and moment, whichever server's round gets there first.
      for (const empresaId of await db.transaction((tx) => empresasComLembretes(tx))) {
        await enviarLembretesDoDia(db, empresaId, config, { automatico: true }).catch(
          falhou(empresaId, 'lembretes'),
        )
      }
    },
    intervaloMs: config.pix.jobIntervalMs,
    falhou: (empresaId, error) => falhou(empresaId, empresaId === '*' ? 'rodada' : 'registro')(error),
  })
}
