import QRCode from 'qrcode'
import { formaPagamentoLabels } from '../../../../shared/financeiro/formas-pagamento'
import { formatDate, todayInTimeZone } from '../../../../shared/formatos/data'
import { formatNumero, formatVeiculo } from '../../../../shared/formatos/exibir'
import {
  brl,
  linhasEmpresa,
  mm,
  novoPdf,
  type Pdf,
  pdfBuffer,
  quantidadeTexto,
} from '../../../pdf/pdf-layout'
import type { DadosDocumento } from './os-pdf.dados'

const LARGURA = mm(80)
const MARGEM = mm(4)
const UTIL = LARGURA - 2 * MARGEM

function separador(doc: Pdf) {
  const y = doc.y + 3
  doc
    .moveTo(MARGEM, y)
    .lineTo(LARGURA - MARGEM, y)
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .strokeColor('black')
    .stroke()
    .undash()
  doc.y = y + 4
}

function parValor(doc: Pdf, label: string, valor: string, negrito = false) {
  const y = doc.y
  doc.font(negrito ? 'bold' : 'regular')
  doc.text(label, MARGEM, y, { width: UTIL * 0.55 })
  const fim = doc.y
  doc.text(valor, MARGEM + UTIL * 0.45, y, { width: UTIL * 0.55, align: 'right' })
  doc.y = Math.max(fim, doc.y)
}

/** Draws the whole receipt from the top; answers the height used (the page is cut to it). */
function desenhar(doc: Pdf, d: DadosDocumento, qr: Buffer | null): number {
  const fuso = d.empresa.fuso_horario
  const centro = { width: UTIL, align: 'center' as const }
  doc.y = MARGEM
  doc.font('bold').fontSize(10).fillColor('black').text(d.empresa.nome_empresa, MARGEM, doc.y, centro)
  doc.font('regular').fontSize(7)
  for (const linha of linhasEmpresa(d.empresa)) doc.text(linha, MARGEM, doc.y, centro)
  separador(doc)
  doc.font('bold').fontSize(9).text(`RECIBO – ${d.os.numero_os}`, MARGEM, doc.y, centro)
  doc
    .font('regular')
    .fontSize(7.5)
    .text(`Emitido em ${formatDate(todayInTimeZone(fuso))}`, MARGEM, doc.y, centro)
  separador(doc)
  doc.fontSize(8)
  if (d.os.cliente) doc.text(`Cliente: ${d.os.cliente.nome_razao}`, MARGEM, doc.y, { width: UTIL })
  const v = d.os.veiculo
  if (v) doc.text(`Veículo: ${formatVeiculo(v)}`, MARGEM, doc.y, { width: UTIL })
  if (d.os.km_entrada != null) doc.text(`KM de entrada: ${formatNumero(d.os.km_entrada)}`, MARGEM, doc.y)
  separador(doc)
  for (const l of d.linhas) {
    doc.font('regular').fontSize(8).text(l.descricao, MARGEM, doc.y, { width: UTIL })
    parValor(doc, `${quantidadeTexto(l.quantidade)} × ${brl(l.valor_unitario)}`, brl(l.subtotal))
  }
  separador(doc)
  const t = d.totais
  doc.fontSize(8)
  if (t.desconto_valor) parValor(doc, 'Desconto', `-${brl(t.desconto_valor)}`)
  if (t.acrescimos_valor) parValor(doc, 'Acréscimos', brl(t.acrescimos_valor))
  doc.fontSize(10)
  parValor(doc, 'TOTAL', brl(t.total_geral), true)
  doc.font('regular').fontSize(7.5)
  if (d.os.forma_pagamento_preferida)
    doc.text(`Pagamento: ${formaPagamentoLabels[d.os.forma_pagamento_preferida]}`, MARGEM, doc.y + 2)
  doc.text(`Garantia: ${d.os.garantia_dias} dias`, MARGEM, doc.y)
  // Absent for a reader without Contas a Receber view: no instalments nor PIX on the paper.
  const titulos = d.os.titulos ?? []
  for (const titulo of titulos) {
    parValor(doc, `${titulo.parcela} venc. ${formatDate(titulo.vencimento, fuso)}`, brl(titulo.valor))
  }
  const pix = titulos.find((x) => x.pix)
  if (qr && pix?.pix) {
    separador(doc)
    doc
      .font('bold')
      .fontSize(8)
      .text(`PIX – ${pix.parcela} – ${brl(pix.saldo)}`, MARGEM, doc.y, centro)
    const lado = mm(40)
    doc.image(qr, (LARGURA - lado) / 2, doc.y + 2, { width: lado })
    doc.y += lado + 4
    doc.font('regular').fontSize(6).text(pix.pix.copia_e_cola, MARGEM, doc.y, { width: UTIL })
  }
  doc.y += 26
  doc
    .moveTo(MARGEM + 10, doc.y)
    .lineTo(LARGURA - MARGEM - 10, doc.y)
    .lineWidth(0.5)
    .stroke()
  doc.fontSize(7.5).text('Assinatura do cliente', MARGEM, doc.y + 3, centro)
  return doc.y + MARGEM
}

/**
 * The 80 mm thermal receipt: one page as tall as its content. The layout is drawn once on a scratch
 * document to learn that height (thermal paper is a roll; a fixed page would waste it or cut it).
 */
export async function documentoRecibo(d: DadosDocumento): Promise<Buffer> {
  const pix = d.os.titulos?.find((x) => x.pix)?.pix
  const qr = pix ? await QRCode.toBuffer(pix.copia_e_cola, { type: 'png', margin: 1, width: 240 }) : null
  const medida = novoPdf({ size: [LARGURA, 20_000], margin: 0 })
  const altura = desenhar(medida, d, qr)
  medida.end()
  const doc = novoPdf({ size: [LARGURA, Math.ceil(altura)], margin: 0 })
  doc.info.Title = `Recibo ${d.os.numero_os} – ${d.empresa.nome_empresa}`
  const bytes = pdfBuffer(doc)
  // The page is exactly tall enough: no bottom margin may push text to a second page.
  doc.page.margins.bottom = 0
  desenhar(doc, d, qr)
  doc.end()
  return bytes
}
