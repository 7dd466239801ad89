import { type OsStatus, osStatusLabels } from './os-status'

/**
 * What an OS history entry records. Stored with the entry (`os_historico.evento`), so an event that keeps
 * the status (a refusal, an invoice, its reversal) is never mistaken for another one.
 */
export const osEventos = [
  'criacao',
  'status',
  'orcamento_recusado',
  'faturamento',
  'estorno_faturamento',
  /** A check-in/check-out inspection step (issue 26): the note says which. */
  'vistoria',
] as const
export type OsEvento = (typeof osEventos)[number]

type Registro = { evento: OsEvento; de_status: OsStatus | null; para_status: OsStatus }

/** The line the shop reads in the OS history; the entry's note carries the details. */
export function tituloDoRegistro(r: Registro): string {
  switch (r.evento) {
    case 'criacao':
      return `OS criada em ${osStatusLabels[r.para_status]}`
    case 'orcamento_recusado':
      return 'Orçamento recusado pelo cliente'
    case 'faturamento':
      return 'Faturamento'
    case 'estorno_faturamento':
      return 'Faturamento estornado'
    case 'vistoria':
      return 'Vistoria'
    case 'status':
      return r.de_status
        ? `${osStatusLabels[r.de_status]} → ${osStatusLabels[r.para_status]}`
        : osStatusLabels[r.para_status]
  }
}

/**
 * The customer's timeline on the quote page shows what happened to their order, not the shop's internal
 * steps: no draft (creation or a revision back to it), no invoicing or its reversal.
 */
export function visivelAoCliente(r: Pick<Registro, 'evento' | 'para_status'>): boolean {
  if (r.evento === 'orcamento_recusado') return true
  return r.evento === 'status' && r.para_status !== 'rascunho'
}

/** How the customer's timeline names a step. */
export const tituloParaCliente = (r: Pick<Registro, 'evento' | 'para_status'>): string =>
  r.evento === 'orcamento_recusado' ? 'Orçamento recusado' : osStatusLabels[r.para_status]
