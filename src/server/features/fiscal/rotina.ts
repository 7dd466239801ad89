import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { AppError } from '../../http/errors'
import type { FileStorage } from '../../storage/file-storage'
import { acompanharEmpresa, empresasComNotasDevidas } from './fila.service'
import type { ConfigFiscal } from './nfse-config'

export interface RotinaFiscal {
  /** A company's notes changed (after the commit): ask the provider about its due notes now. */
  acordar(empresaId: string): void
  /** One round over every company with notes due (lost webhooks, failed sends, notes made at invoicing). */
  rodada(): Promise<void>
  /** Resolves when no company is being worked on (tests, shutdown). */
  ocioso(): Promise<void>
  parar(): void
}

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
  const emCurso = new Map<string, Promise<void>>()
  const deNovo = new Set<string>()

  const falhou = (empresaId: string) => (error: unknown) => {
    // The provider's failures are on each note (its mensagem, its next consult); unreadable secrets are
    // the settings page's to show. Anything else is a bug worth a log line.
    if (error instanceof AppError && error.code === 'SEGREDO_ILEGIVEL') return
    log.error({ err: error, empresaId }, 'NFS-e: acompanhamento das notas falhou')
  }

  function acordar(empresaId: string) {
    if (emCurso.has(empresaId)) {
      deNovo.add(empresaId)
      return
    }
    const trabalho = (async () => {
      do {
        deNovo.delete(empresaId)
        await acompanharEmpresa(db, empresaId, config, storage).catch(falhou(empresaId))
      } while (deNovo.has(empresaId))
    })().finally(() => emCurso.delete(empresaId))
    emCurso.set(empresaId, trabalho)
  }

  async function rodada() {
    const empresas = await db.transaction((tx) => empresasComNotasDevidas(tx))
    for (const empresaId of empresas) {
      await acompanharEmpresa(db, empresaId, config, storage).catch(falhou(empresaId))
    }
  }

  let rodando: Promise<void> | undefined
  const timer = setInterval(() => {
    rodando ??= rodada()
      .catch(falhou('*'))
      .finally(() => {
        rodando = undefined
      })
  }, config.fiscal.jobIntervalMs)
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
