import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { formatCep, formatCnpj, formatTelefone } from '../../shared/formatos/exibir'
import { formatCurrency } from '../../shared/formatos/moeda'
import { formatQuantidade } from '../../shared/formatos/quantidade'

const require = createRequire(import.meta.url)
// Static Inter TTFs from npm (the app's typeface; the web package only ships WOFF2, which the PDF library
// cannot embed). Read once: every document embeds the subset it uses, so accents print on any machine.
const fontFile = (weight: string) => require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`)
const FONT_PATHS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') }
let fontCache: { regular: Buffer; bold: Buffer } | null = null
const fonts = () => {
  fontCache ??= { regular: readFileSync(FONT_PATHS.regular), bold: readFileSync(FONT_PATHS.bold) }
  return fontCache
}

/** The company as a printed document's header shows it (the OS documents, the inspection term). */
export interface EmpresaDocumento {
  nome_empresa: string
  cnpj: string | null
  email: string | null
  telefone: string | null
  cep: string | null
  endereco: string | null
  cidade: string | null
  uf: string | null
  fuso_horario: string
}

export const mm = (value: number) => (value * 72) / 25.4
export const A4_MARGEM = mm(15)
/** The one accent colour (UI.md "Printed documents": black on white plus one accent). */
export const ACCENT = '#1d4ed8'
export const CINZA = '#555555'
export const LINHA = '#bbbbbb'

export type Pdf = PDFKit.PDFDocument

/**
 * A document with Inter registered as 'regular' and 'bold'. The initial font is given as a file, so the
 * library never loads its built-in Helvetica (which has no metrics for every Portuguese glyph we print).
 */
export function novoPdf(options: PDFKit.PDFDocumentOptions): Pdf {
  const doc = new PDFDocument({ ...options, font: FONT_PATHS.regular, info: { Producer: 'Bancada' } })
  doc.registerFont('regular', fonts().regular)
  doc.registerFont('bold', fonts().bold)
  doc.font('regular')
  return doc
}

/** Collects the PDF's bytes once the caller has ended it. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

export const brl = formatCurrency

/** 1 → '1', 1.5 → '1,5' (quantities are decimals with up to 3 places). */
export const quantidadeTexto = formatQuantidade

/** The company's header lines: CNPJ, address, city/UF and CEP, phone and email (blanks left out). */
export function linhasEmpresa(e: EmpresaDocumento): string[] {
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/')
  return [
    e.cnpj ? `CNPJ ${formatCnpj(e.cnpj)}` : null,
    [e.endereco, cidade, e.cep ? `CEP ${formatCep(e.cep)}` : null].filter(Boolean).join(' – ') || null,
    [e.telefone ? formatTelefone(e.telefone) : null, e.email].filter(Boolean).join(' · ') || null,
  ].filter((l): l is string => Boolean(l))
}

/** A label in grey above its value; answers the y below the value. */
export function campo(doc: Pdf, label: string, valor: string, x: number, y: number, width: number): number {
  doc.font('regular').fontSize(7).fillColor(CINZA).text(label.toUpperCase(), x, y, { width })
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor('black')
    .text(valor || '—', x, y + 9, { width })
  return doc.y
}

/** A thin full-width rule at y. */
export function regua(doc: Pdf, y: number, color = LINHA) {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke()
}

/** A section title in the accent colour; answers the y below it. */
export function tituloSecao(doc: Pdf, texto: string, y: number): number {
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(texto, doc.page.margins.left, y, { width: larguraUtil(doc) })
  doc.fillColor('black')
  return doc.y + 3
}

export const larguraUtil = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right
export const limiteInferior = (doc: Pdf) => doc.page.height - doc.page.margins.bottom

/** Starts a new page when `altura` does not fit under y; answers the y to draw at. */
export function garantirEspaco(doc: Pdf, y: number, altura: number): number {
  if (y + altura <= limiteInferior(doc)) return y
  doc.addPage()
  return doc.page.margins.top
}
