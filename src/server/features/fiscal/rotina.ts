import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { AppError } from '../../http/errors'
import { criarRotinaPorEmpresa, type RotinaPorEmpresa } from '../../ops/rotina-por-empresa'
import type { FileStorage } from '../../storage/file-storage'
import { acompanharEmpresa, empresasComNotasDevidas } from './fila.service'
import type { ConfigFiscal } from './nfse-config'

/** After an invoice that made a note and the provider's webhook: `acordar`; every interval: `rodada`. */
export type RotinaFiscal = RotinaPorEmpresa

/**
 * The background side of the NFS-e, in each app server: woken after an invoice that made a note and by
 * the provider's webhook, and every `fiscal.jobIntervalMs` for the notes whose answer never came. Several
 * servers may run it at once: notes are claimed before the provider is asked (fila.service.ts).
 */
export function criarRotinaFiscal(
  db: Database,
  config: ConfigFiscal,
  log: FastifyBaseLogger,
  storage: FileStorage,
): RotinaFiscal {
  return criarRotinaPorEmpresa({
    trabalho: (empresaId) => acompanharEmpresa(db, empresaId, config, storage),
    async rodada(trabalhar) {
      for (const empresaId of await db.transaction((tx) => empresasComNotasDevidas(tx))) {
        await trabalhar(empresaId)
      }
    },
    intervaloMs: config.fiscal.jobIntervalMs,
    falhou(empresaId, error) {
      // The provider's failures are on each note (its mensagem, its next consult); unreadable secrets are
      // the settings page's to show. Anything else is a bug worth a log line.
      if (error instanceof AppError && error.code === 'SEGREDO_ILEGIVEL') return
      log.error({ err: error, empresaId }, 'NFS-e: acompanhamento das notas falhou')
    },
  })
}
