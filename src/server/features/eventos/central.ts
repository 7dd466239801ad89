import type { FastifyBaseLogger } from 'fastify'
import { listaDeTiposDeEvento, type TipoEvento } from '../../../shared/eventos/eventos'
import type { DatabaseHandle } from '../../db/client'
import { CANAL_SESSOES } from '../auth/revogacoes'

/** Where the database announces each committed change, as '<empresa id>:<kind>' (migration 0028). */
export const CANAL_EVENTOS = 'bancada_eventos'

/** One open stream (a browser tab): its company, its user and the kinds it may hear. */
export interface Assinante {
  empresaId: string
  userId: string
  tipos: ReadonlySet<TipoEvento>
  /** Kinds changed (already filtered to `tipos`). */
  avisar(tipos: TipoEvento[]): void
  /** The stream must end: its session or rights changed (the browser reconnects and is checked again). */
  encerrar(): void
}

export interface CentralDeEventos {
  assinar(assinante: Assinante): () => void
  /** Open streams, for the benchmark and the logs. */
  readonly abertos: number
  /** Ends every stream (before the server closes: an open stream would hold it open). */
  encerrarTodos(): void
  fechar(): Promise<void>
}

const TIPOS = new Set<string>(listaDeTiposDeEvento)

/**
 * This app server's end of the live updates: one LISTEN for every stream it serves. The database tells
 * every server of every change (PostgreSQL's NOTIFY at commit; PGlite in the one process), so a change
 * made through any server reaches the streams of all. When the channel comes back after a loss, every
 * stream is told everything changed (what happened meanwhile was not heard). A session that ends or a
 * company whose rights change closes its streams (the sessions' channel).
 */
export async function criarCentralDeEventos(
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<CentralDeEventos> {
  const porEmpresa = new Map<string, Set<Assinante>>()
  let abertos = 0
  let perdido = false

  const eventos = await handle.listen(CANAL_EVENTOS, {
    mensagem(payload) {
      const [empresaId, tipo] = payload.split(':')
      if (!TIPOS.has(tipo)) return
      for (const a of porEmpresa.get(empresaId) ?? [])
        if (a.tipos.has(tipo as TipoEvento)) a.avisar([tipo as TipoEvento])
    },
    estado(ouvindo) {
      if (!ouvindo) {
        perdido = true
        log.warn('Canal de eventos ao vivo caiu: as telas só se atualizam ao recarregar até reconectar')
        return
      }
      if (!perdido) return
      perdido = false
      for (const assinantes of porEmpresa.values()) for (const a of assinantes) a.avisar([...a.tipos])
    },
  })
  const sessoes = await handle.listen(CANAL_SESSOES, {
    mensagem(payload) {
      const [tipo, id] = payload.split(':')
      for (const assinantes of porEmpresa.values())
        for (const a of assinantes)
          if ((tipo === 'usuario' && a.userId === id) || (tipo === 'empresa' && a.empresaId === id))
            a.encerrar()
    },
    estado() {},
  })

  return {
    assinar(a) {
      const da = porEmpresa.get(a.empresaId) ?? new Set<Assinante>()
      porEmpresa.set(a.empresaId, da)
      da.add(a)
      abertos++
      return () => {
        if (!da.delete(a)) return
        abertos--
        if (da.size === 0 && porEmpresa.get(a.empresaId) === da) porEmpresa.delete(a.empresaId)
      }
    },
    get abertos() {
      return abertos
    },
    encerrarTodos() {
      for (const assinantes of porEmpresa.values()) for (const a of assinantes) a.encerrar()
    },
    async fechar() {
      await Promise.all([eventos.fechar(), sessoes.fechar()])
    },
  }
}
