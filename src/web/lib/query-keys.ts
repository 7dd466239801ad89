import type { OsListQuery } from '../../shared/os/os.schemas'

// The cache keys that more than one feature reads or refreshes (an invoice refreshes the OS and the
// dashboard; a stock entry, the OS screens and the bell). A key only its own feature uses stays beside
// its call in that feature's `api/`.

/** The signed-in profile (/api/sessao); settings that change what the shell shows refresh it. */
export const meQueryKey = ['me'] as const

export const osKeys = {
  all: ['os'] as const,
  list: (params: OsListQuery) => ['os', 'lista', params] as const,
  detail: (id: string) => ['os', 'detalhe', id] as const,
}

/** Everything that changes a KPI (an OS, an invoice, a receipt) invalidates this key. */
export const dashboardKeys = { all: ['dashboard'] as const }

/** The bell and /notificacoes share this key; the Sistema toggle and stock entries invalidate it. */
export const notificacoesKeys = { all: ['notificacoes'] as const }
