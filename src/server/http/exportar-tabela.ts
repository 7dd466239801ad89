import { stringify } from 'csv-stringify/sync'
import type { FastifyReply } from 'fastify'
import { celulaCsv, type TipoColuna } from '../../shared/formatos/planilha'

/** A column of an exported table; `dinheiro` columns hold centavos, `decimal` ones fractions (4.5 → "4,5"). */
export type ColunaExportada = { header: string; key: string; width: number; tipo: TipoColuna }
export type LinhaExportada = Record<string, string | number | null>

export type ArquivoExportado = { filename: string; contentType: string; body: Buffer }

/**
 * A table as CSV (`;` and a BOM, as Excel in Portuguese opens it; money as "R$ 1.234,50") or XLSX
 * (exceljs; money as numbers with a BRL format, so the sheet can add them up). Shared by every export.
 * CSV text cells that a spreadsheet would run as a formula are neutralised by `celulaCsv`; in XLSX a
 * string is written as a string cell, which no spreadsheet evaluates (`=…` stays text).
 */
export async function exportarTabela(
  opts: { nome: string; planilha: string; colunas: readonly ColunaExportada[]; linhas: LinhaExportada[] },
  formato: 'csv' | 'xlsx',
): Promise<ArquivoExportado> {
  if (formato === 'csv') {
    const body = stringify(
      opts.linhas.map((l) => opts.colunas.map((c) => celulaCsv(l[c.key], c.tipo))),
      { header: true, delimiter: ';', bom: true, columns: opts.colunas.map((c) => c.header) },
    )
    return { filename: `${opts.nome}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(body) }
  }
  // The spreadsheet library loads on the first XLSX export, not at start-up (decision 024).
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(opts.planilha)
  sheet.columns = opts.colunas.map(({ header, key, width }) => ({ header, key, width }))
  const dinheiro = opts.colunas.filter((c) => c.tipo === 'dinheiro').map((c) => c.key)
  for (const l of opts.linhas) {
    const linha = { ...l }
    for (const key of dinheiro) if (typeof linha[key] === 'number') linha[key] = linha[key] / 100
    sheet.addRow(linha)
  }
  for (const key of dinheiro) sheet.getColumn(key).numFmt = '"R$" #,##0.00'
  sheet.getRow(1).font = { bold: true }
  return {
    filename: `${opts.nome}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  }
}

/** Sends an exported file as a download. */
export const enviarArquivo = (reply: FastifyReply, file: ArquivoExportado) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body)
