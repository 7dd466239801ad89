import type { AtividadesExportQuery } from '../../../../shared/atividades/atividades.schemas'
import { baixarArquivo } from '../../../lib/baixar-arquivo'
import { queryString } from '../../../lib/query-string'

/** GET /api/atividades/exportar: the filtered log as CSV or XLSX, handed to the browser as a download. */
export const exportarAtividades = (query: AtividadesExportQuery): Promise<string> =>
  baixarArquivo(`/api/atividades/exportar${queryString(query)}`, `registro-de-atividades.${query.formato}`)
