import type { NotasExportQuery } from '../../../../shared/fiscal/relatorio.schemas'
import { baixarArquivo } from '../../../lib/baixar-arquivo'
import { queryString } from '../../../lib/query-string'

/** GET /api/notas-fiscais/exportar: the filtered notes (every page) as the accountant's CSV or XLSX. */
export const exportarNotasUrl = (query: NotasExportQuery) =>
  `/api/notas-fiscais/exportar${queryString(query)}`

export const exportarNotas = (query: NotasExportQuery) =>
  baixarArquivo(exportarNotasUrl(query), `notas-fiscais.${query.formato}`)
