import { ACCENT, brl, garantirEspaco, LINHA, type Pdf, quantidadeTexto } from '../../../pdf/pdf-layout'
import type { LinhaDocumento } from './os-pdf.dados'

type Coluna = { titulo: string; largura: number; alinhar: 'left' | 'right' }

/** Widths in points for A4's 510 pt between 15 mm margins; the description takes what is left. */
const colunas = (largura: number): Coluna[] => {
  const fixas = 20 + 42 + 72 + 68 + 78
  return [
    { titulo: '#', largura: 20, alinhar: 'left' },
    { titulo: 'Descrição', largura: largura - fixas, alinhar: 'left' },
    { titulo: 'Qtd', largura: 42, alinhar: 'right' },
    { titulo: 'Valor unit.', largura: 72, alinhar: 'right' },
    { titulo: 'Desconto', largura: 68, alinhar: 'right' },
    { titulo: 'Subtotal', largura: 78, alinhar: 'right' },
  ]
}

const PAD = 4

function cabecalho(doc: Pdf, cols: Coluna[], x0: number, y: number): number {
  const largura = cols.reduce((s, c) => s + c.largura, 0)
  doc.rect(x0, y, largura, 16).fillColor('#f1f5f9').fill()
  doc.font('bold').fontSize(8).fillColor('black')
  let x = x0
  for (const c of cols) {
    doc.text(c.titulo, x + PAD, y + 4.5, { width: c.largura - 2 * PAD, align: c.alinhar, lineBreak: false })
    x += c.largura
  }
  doc
    .moveTo(x0, y + 16)
    .lineTo(x0 + largura, y + 16)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke()
  return y + 16
}

const descontoTexto = (l: LinhaDocumento) =>
  l.desconto_valor > 0
    ? `${brl(l.desconto_valor)}`
    : l.desconto_percentual > 0
      ? `${quantidadeTexto(l.desconto_percentual)}%`
      : '—'

/** The items table; the header repeats on every page it continues to. Answers the y below it. */
export function tabelaItens(doc: Pdf, linhas: LinhaDocumento[], y0: number): number {
  const x0 = doc.page.margins.left
  const cols = colunas(doc.page.width - doc.page.margins.left - doc.page.margins.right)
  const largura = cols.reduce((s, c) => s + c.largura, 0)
  let y = cabecalho(doc, cols, x0, garantirEspaco(doc, y0, 40))
  if (linhas.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text('Nenhum item.', x0 + PAD, y + 5)
    return y + 20
  }
  linhas.forEach((l, i) => {
    doc.font('regular').fontSize(9)
    const descricao = l.unidade ? `${l.descricao} (${l.unidade})` : l.descricao
    const altura = Math.max(16, doc.heightOfString(descricao, { width: cols[1]!.largura - 2 * PAD }) + 7)
    const antes = y
    y = garantirEspaco(doc, y, altura)
    if (y !== antes) y = cabecalho(doc, cols, x0, y)
    const valores = [
      String(i + 1),
      descricao,
      quantidadeTexto(l.quantidade),
      brl(l.valor_unitario),
      descontoTexto(l),
      brl(l.subtotal),
    ]
    let x = x0
    doc.font('regular').fontSize(9).fillColor('black')
    cols.forEach((c, j) => {
      doc.text(valores[j]!, x + PAD, y + 4, { width: c.largura - 2 * PAD, align: c.alinhar })
      x += c.largura
    })
    y += altura
    doc
      .moveTo(x0, y)
      .lineTo(x0 + largura, y)
      .lineWidth(0.4)
      .strokeColor(LINHA)
      .stroke()
  })
  return y
}
