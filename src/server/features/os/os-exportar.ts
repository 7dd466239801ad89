import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDate } from '../../../shared/formatos/data'
import { formatVeiculo } from '../../../shared/formatos/exibir'
import { type osListQuery, prioridadeLabels } from '../../../shared/os/os.schemas'
import { osStatusLabels } from '../../../shared/os/os-status'
import type { Database } from '../../db/client'
import { os } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { type ColunaExportada, exportarTabela } from '../../http/exportar-tabela'
import type { Tenant } from '../auth/tenant.service'
import { type OsRowListed, osFilter, osOrderBy, selectOsRows } from './os-lista.service'

/** An export holds at most this many OS (the newest of the filter); more is a report, not a list. */
export const EXPORT_LIMIT = 10_000

const columns = [
  { header: 'Número', key: 'numero', width: 16, tipo: 'texto' },
  { header: 'Status', key: 'status', width: 18, tipo: 'texto' },
  { header: 'Prioridade', key: 'prioridade', width: 11, tipo: 'texto' },
  { header: 'Cliente', key: 'cliente', width: 34, tipo: 'texto' },
  { header: 'Veículo', key: 'veiculo', width: 30, tipo: 'texto' },
  { header: 'Técnico', key: 'tecnico', width: 22, tipo: 'texto' },
  { header: 'Abertura', key: 'abertura', width: 12, tipo: 'texto' },
  { header: 'Previsão', key: 'previsao', width: 12, tipo: 'texto' },
  { header: 'Valor', key: 'valor', width: 14, tipo: 'dinheiro' },
] as const satisfies readonly ColunaExportada[]

const record = (r: OsRowListed) => ({
  numero: r.numero_os,
  status: osStatusLabels[r.status],
  prioridade: prioridadeLabels[r.prioridade],
  cliente: r.cliente_nome ?? '',
  veiculo: r.veiculo_placa
    ? formatVeiculo({ marca: r.veiculo_marca!, modelo: r.veiculo_modelo!, placa: r.veiculo_placa })
    : '',
  tecnico: r.tecnico_nome ?? '',
  abertura: formatDate(r.data_abertura),
  previsao: r.previsao_entrega ? formatDate(r.previsao_entrega) : '',
})

/**
 * GET /api/os/exportar: the filtered list in the list's order as CSV (`;` and a BOM, as Excel in Portuguese
 * opens it) or XLSX (exceljs; values as numbers with a BRL format).
 */
export function exportOs(
  db: Database,
  tenant: Tenant,
  query: z.output<typeof osListQuery>,
  formato: 'csv' | 'xlsx',
) {
  return withTenant(db, tenant, async (tx) => {
    const rows = await selectOsRows(tx)
      .where(and(eq(os.empresa_id, tenant.empresaId), osFilter(tenant.empresaId, query)))
      .orderBy(...osOrderBy(query))
      .limit(EXPORT_LIMIT)
    return exportarTabela(
      {
        nome: `ordens-de-servico-${new Date().toISOString().slice(0, 10)}`,
        planilha: 'Ordens de Serviço',
        colunas: columns,
        linhas: rows.map((r) => ({ ...record(r), valor: r.total_geral })),
      },
      formato,
    )
  })
}
