import { z } from 'zod'
import { listQuery, pageOf } from '../http/lista'
import { situacoesNota } from './fiscal'
import { notaView } from './fiscal.schemas'

/** Messages of the 'Notas fiscais' report (issue 28 item 6), defined once for the server and the web. */
export const relatorioFiscalMessages = {
  dataInvalida: 'Informe a data no formato AAAA-MM-DD',
  periodoInvalido: 'A data final deve ser igual ou posterior à data inicial',
  situacaoInvalida: 'Situação inválida: use processando, autorizada, erro ou cancelada',
  clienteInvalido: 'Cliente não encontrado',
  formatoInvalido: 'Formato inválido: use csv ou xlsx',
  mesInvalido: 'Informe o mês no formato AAAA-MM (ex.: 2026-03)',
  semXmlsNoMes: 'Nenhuma nota autorizada ou cancelada com XML neste mês',
  erroBuscar: 'Erro ao carregar as notas fiscais',
  erroExportar: 'Não foi possível gerar a planilha. Tente novamente.',
  erroZip: 'Não foi possível baixar os XMLs do mês. Tente novamente.',
  canceladasForaDosTotais: 'Notas canceladas não entram nos totais',
} as const
const m = relatorioFiscalMessages

const isoDate = z.iso.date({ error: m.dataInvalida })

/** The report's filters: competência from/to (inclusive), situação, customer. */
const filtros = z.object({
  de: isoDate.optional(),
  ate: isoDate.optional(),
  situacao: z.enum(situacoesNota, { error: m.situacaoInvalida }).optional(),
  cliente_id: z.uuid({ error: m.clienteInvalido }).optional(),
})
const periodoEmOrdem = (q: { de?: string; ate?: string }) => !q.de || !q.ate || q.de <= q.ate

/**
 * GET /api/notas-fiscais: filters, `q` (note number, OS number or tomador) and the page, newest first.
 */
export const notasListQuery = listQuery
  .extend(filtros.shape)
  .refine(periodoEmOrdem, { message: m.periodoInvalido, path: ['ate'] })
export type NotasListQuery = Partial<z.output<typeof notasListQuery>>

/** GET /api/notas-fiscais/exportar: the same filters (every page), as CSV or XLSX. */
export const notasExportQuery = filtros
  .extend({
    q: listQuery.shape.q,
    formato: z.enum(['csv', 'xlsx'], { error: m.formatoInvalido }),
  })
  .refine(periodoEmOrdem, { message: m.periodoInvalido, path: ['ate'] })
export type NotasExportQuery = z.input<typeof notasExportQuery>

/** GET /api/notas-fiscais/xmls?mes=2026-03: the month's XMLs in a ZIP. */
export const notasXmlsQuery = z.object({
  mes: z.string({ error: m.mesInvalido }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.mesInvalido),
})

/** The report's cards: only authorized notes count (a cancelled note has no fiscal effect). */
export const notasTotais = z.object({
  quantidade: z.number().int(),
  valor_servicos: z.number().int(),
  valor_iss: z.number().int(),
  valor_iss_retido: z.number().int(),
})
export type NotasTotais = z.infer<typeof notasTotais>

export const notasPage = pageOf(notaView).extend({ totais: notasTotais })
export type NotasPage = z.infer<typeof notasPage>

/** yyyy-MM → the month's first and last days (yyyy-MM-dd), as calendar text. */
export function limitesDoMes(mes: string): { de: string; ate: string } {
  const [ano, mesNum] = mes.split('-').map(Number) as [number, number]
  const ultimo = new Date(Date.UTC(ano, mesNum, 0)).getUTCDate()
  return { de: `${mes}-01`, ate: `${mes}-${String(ultimo).padStart(2, '0')}` }
}
