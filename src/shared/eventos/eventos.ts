import { type Acao, can, type Modulo, type PermissionRow } from '../permissoes/permissoes'

/**
 * What a live event says changed (issue 25 item 2): a kind of data, never the data itself. The browser
 * refetches through the normal routes, so each reader still gets only what its permissions allow; a kind
 * reaches only who may read it (null: every signed-in user).
 */
export const tiposDeEvento = {
  /** An OS, its items, history, photos or quote. */
  os: ['os', 'view'],
  /** Appointments and due revisions (Agenda). */
  agenda: ['agenda', 'view'],
  /** Titles, receipts, PIX charges and received PIX. */
  financeiro: ['contas_receber', 'view'],
  /** Service invoices (NFS-e). */
  fiscal: ['fiscal', 'view'],
  /** Clients, vehicles, technicians, services and products (stock included). */
  cadastros: ['cadastros', 'view'],
  /** Notifications read or dismissed. */
  notificacoes: null,
} as const satisfies Record<string, readonly [Modulo, Acao] | null>

export type TipoEvento = keyof typeof tiposDeEvento
export const listaDeTiposDeEvento = Object.keys(tiposDeEvento) as TipoEvento[]

/** The kinds this reader is told about. */
export function tiposVisiveis(sujeito: {
  role: string
  permissions: readonly PermissionRow[]
}): TipoEvento[] {
  return listaDeTiposDeEvento.filter((tipo) => {
    const permissao = tiposDeEvento[tipo]
    return permissao === null || can(sujeito, permissao[0], permissao[1])
  })
}

/** One message of GET /api/eventos (`event: mudanca`): the kinds changed since the last one. */
export type MensagemDeEvento = { tipos: TipoEvento[] }

/**
 * The kinds a message names, the unknown ones left out (a newer server's). Without zod: this runs in the
 * shell every signed-in page loads, and zod would double its JavaScript.
 */
export function tiposDaMensagem(dados: unknown): TipoEvento[] {
  const tipos = (dados as { tipos?: unknown } | null)?.tipos
  if (!Array.isArray(tipos)) return []
  return tipos.filter((t): t is TipoEvento => (listaDeTiposDeEvento as unknown[]).includes(t))
}
