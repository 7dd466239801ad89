import { stringify } from 'csv-stringify/sync'
import type { FastifyReply } from 'fastify'
import { formatCurrency } from '../../shared/formatos/moeda'

/** A column of an exported table; `dinheiro` columns hold centavos, `decimal` ones fractions (4.5 → "4,5"). */
export type ColunaExportada = {
  header: string
  key: string
  width: number
  dinheiro?: boolean
  decimal?: boolean
}
export type LinhaExportada = Record<string, string | number | null>

export type ArquivoExportado = { filename: string; contentType: string; body: Buffer }

/**
 * A table as CSV (`;` and a BOM, as Excel in Portuguese opens it; money as "R$ 1.234,50") or XLSX
 * (exceljs; money as numbers with a BRL format, so the sheet can add them up). Shared by every export.
 */
export async function exportarTabela(
  opts: { nome: string; planilha: string; colunas: readonly ColunaExportada[]; linhas: LinhaExportada[] },
  formato: 'csv' | 'xlsx',
): Promise<ArquivoExportado> {
  const dinheiro = opts.colunas.filter((c) => c.dinheiro).map((c) => c.key)
  const decimais = opts.colunas.filter((c) => c.decimal).map((c) => c.key)
  const converter = (linha: LinhaExportada, f: (centavos: number) => string | number, csv = false) => {
    const out = { ...linha }
    for (const key of dinheiro) if (typeof out[key] === 'number') out[key] = f(out[key])
    if (csv)
      for (const key of decimais)
        if (typeof out[key] === 'number') out[key] = String(out[key]).replace('.', ',')
    return out
  }
  if (formato === 'csv') {
    const body = stringify(
      opts.linhas.map((l) => converter(l, formatCurrency, true)),
      {
        header: true,
        delimiter: ';',
        bom: true,
        columns: opts.colunas.map(({ key, header }) => ({ key, header })),
      },
    )
    return { filename: `${opts.nome}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(body) }
  }
  // The spreadsheet library loads on the first XLSX export, not at start-up (decision 024).
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(opts.planilha)
  sheet.columns = opts.colunas.map(({ header, key, width }) => ({ header, key, width }))
  for (const l of opts.linhas) sheet.addRow(converter(l, (c) => c / 100))
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
