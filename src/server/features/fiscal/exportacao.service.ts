import { formatarAliquota, formatarCodigoTributacao, situacaoNotaLabels } from '../../../shared/fiscal/fiscal'
import { formatDate, formatDateTime } from '../../../shared/formatos/data'
import { formatDocumento } from '../../../shared/formatos/exibir'
import type { Executor } from '../../db/client'
import { readTenant } from '../../db/with-tenant'
import { type ColunaExportada, exportarTabela } from '../../http/exportar-tabela'
import type { Tenant } from '../auth/tenant.service'
import { type LinhaNota, selectNotas } from './nota-view'
import { type FiltrosNotas, notasFilter, notasOrderBy } from './relatorio.service'

/** An export holds at most this many notes (the newest of the filter): years of a workshop's notes. */
export const EXPORT_LIMIT = 20_000

/** The accountant's spreadsheet, one row per note, in the order an accountant books them. */
const colunas = [
  { header: 'Número', key: 'numero', width: 12, tipo: 'texto' },
  { header: 'Data de autorização', key: 'autorizada_em', width: 18, tipo: 'texto' },
  { header: 'Competência', key: 'competencia', width: 12, tipo: 'texto' },
  { header: 'Situação', key: 'situacao', width: 12, tipo: 'texto' },
  { header: 'OS', key: 'os', width: 16, tipo: 'texto' },
  { header: 'Tomador', key: 'tomador', width: 34, tipo: 'texto' },
  { header: 'CPF/CNPJ', key: 'documento', width: 20, tipo: 'texto' },
  { header: 'Código de tributação', key: 'codigo_tributacao', width: 12, tipo: 'texto' },
  { header: 'Valor dos serviços', key: 'valor_servicos', width: 16, tipo: 'dinheiro' },
  { header: 'Desconto', key: 'desconto', width: 14, tipo: 'dinheiro' },
  { header: 'Base de cálculo', key: 'base', width: 16, tipo: 'dinheiro' },
  { header: 'Alíquota', key: 'aliquota', width: 10, tipo: 'texto' },
  { header: 'ISS', key: 'iss', width: 14, tipo: 'dinheiro' },
  { header: 'ISS retido', key: 'iss_retido', width: 14, tipo: 'dinheiro' },
  { header: 'Código de verificação', key: 'codigo_verificacao', width: 22, tipo: 'texto' },
  { header: 'Motivo do cancelamento', key: 'motivo_cancelamento', width: 40, tipo: 'texto' },
] as const satisfies readonly ColunaExportada[]

/** One note as a row; instants in the company's zone, money in centavos (exportarTabela formats it). */
export function linhaDaNota(nota: LinhaNota, numeroOs: string, fuso: string) {
  const base = nota.valor_servicos - nota.desconto
  return {
    numero: nota.numero ?? '',
    autorizada_em: nota.autorizada_em ? formatDateTime(nota.autorizada_em.toISOString(), fuso) : '',
    competencia: formatDate(nota.competencia),
    situacao: situacaoNotaLabels[nota.situacao],
    os: numeroOs,
    tomador: nota.tomador_nome,
    documento: nota.tomador_documento ? formatDocumento(nota.tomador_documento) : '',
    codigo_tributacao: formatarCodigoTributacao(nota.codigo_tributacao),
    valor_servicos: nota.valor_servicos,
    desconto: nota.desconto,
    base,
    aliquota: formatarAliquota(nota.aliquota_iss_bp),
    iss: nota.valor_iss,
    // The ISS the tomador withholds and pays (not the shop): its own column, the sum the accountant books.
    iss_retido: nota.iss_retido ? nota.valor_iss : 0,
    codigo_verificacao: nota.codigo_verificacao ?? '',
    motivo_cancelamento: nota.motivo_cancelamento ?? '',
  }
}

/** GET /api/notas-fiscais/exportar: the filtered notes (every page), newest first, as CSV or XLSX. */
export function exportarNotas(db: Executor, tenant: Tenant, filtros: FiltrosNotas, formato: 'csv' | 'xlsx') {
  return readTenant(db, tenant, async (tx) => {
    const rows = await selectNotas(tx)
      .where(notasFilter(tenant.empresaId, filtros))
      .orderBy(...notasOrderBy)
      .limit(EXPORT_LIMIT)
    const fuso = tenant.empresa.fuso_horario
    const periodo = [filtros.de, filtros.ate].filter(Boolean).join('-a-')
    return exportarTabela(
      {
        nome: `notas-fiscais${periodo ? `-${periodo}` : ''}`,
        planilha: 'Notas fiscais',
        colunas,
        linhas: rows.map((r) => linhaDaNota(r.nota, r.numero_os, fuso)),
      },
      formato,
    )
  })
}
