import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { ErroPsp } from '../../integracoes/pix/psp'
import { registrarPendentes } from './cobrancas.service'
import { conciliarEmpresa } from './conciliacao.service'
import { empresasComPsp } from './config.service'
import { empresasComLembretes, enviarLembretesDoDia } from './lembretes.service'

export interface RotinaCobrancaPix {
  /** A company's charges changed (after the commit): send what is pending to its bank now. */
  acordar(empresaId: string): void
  /** One round for every company with a bank: pending charges, then the reconciliation. */
  rodada(): Promise<void>
  /** Resolves when no company is being worked on (tests, shutdown). */
  ocioso(): Promise<void>
  parar(): void
}

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
  const emCurso = new Map<string, Promise<void>>()
  const deNovo = new Set<string>()

  const falhou = (empresaId: string, etapa: string) => (error: unknown) => {
    // A bank's failure is already on the charge (its `erro`); anything else is a bug worth a log line.
    if (!(error instanceof ErroPsp)) log.error({ err: error, empresaId }, `cobrança PIX: ${etapa} falhou`)
  }

  function acordar(empresaId: string) {
    if (emCurso.has(empresaId)) {
      deNovo.add(empresaId)
      return
    }
    const trabalho = (async () => {
      do {
        deNovo.delete(empresaId)
        await registrarPendentes(db, empresaId, config).catch(falhou(empresaId, 'registro'))
      } while (deNovo.has(empresaId))
    })().finally(() => emCurso.delete(empresaId))
    emCurso.set(empresaId, trabalho)
  }

  async function rodada() {
    const empresas = await db.transaction((tx) => empresasComPsp(tx))
    for (const empresaId of empresas) {
      await registrarPendentes(db, empresaId, config).catch(falhou(empresaId, 'registro'))
      await conciliarEmpresa(db, empresaId, config).catch(falhou(empresaId, 'conciliação'))
    }
    if (!config.smtpUrl) return
    // Reminders go once per title and moment, whichever server's round gets there first.
    for (const empresaId of await db.transaction((tx) => empresasComLembretes(tx))) {
      await enviarLembretesDoDia(db, empresaId, config, { automatico: true }).catch(
        falhou(empresaId, 'lembretes'),
      )
    }
  }

  let rodando: Promise<void> | undefined
  const timer = setInterval(() => {
    rodando ??= rodada()
      .catch(falhou('*', 'rodada'))
      .finally(() => {
        rodando = undefined
      })
  }, config.pix.jobIntervalMs)
  timer.unref()

  return {
    acordar,
    rodada,
    async ocioso() {
      while (emCurso.size > 0 || rodando) await Promise.all([...emCurso.values(), rodando])
    },
    parar: () => clearInterval(timer),
  }
}
