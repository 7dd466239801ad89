import { descricaoDaMarca } from '../../../../shared/vistoria/vistoria'
import {
  A4_MARGEM,
  CINZA,
  campo,
  garantirEspaco,
  larguraUtil,
  linhasEmpresa,
  novoPdf,
  type Pdf,
  pdfBuffer,
  regua,
  tituloSecao,
} from '../../../pdf/pdf-layout'
import type { DadosDoTermo } from './termo.dados'
import { desenharDiagrama } from './termo-diagrama'
import {
  combustivelDoTermo,
  imagemDaAssinatura,
  itemDoChecklist,
  kmDoTermo,
  linhasDaAssinatura,
  tituloDoTermo,
  veiculoDoTermo,
} from './termo-textos'

function cabecalho(doc: Pdf, d: DadosDoTermo): number {
  const x0 = doc.page.margins.left
  const top = doc.page.margins.top
  let xTexto = x0
  if (d.logo) {
    try {
      doc.image(d.logo, x0, top, { fit: [70, 55] })
      xTexto = x0 + 80
    } catch {
      // A logo the library cannot decode must not cost the customer the term.
    }
  }
  const largura = larguraUtil(doc) - (xTexto - x0)
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('black')
    .text(d.empresa.nome_empresa, xTexto, top, { width: largura })
  doc.font('regular').fontSize(8).fillColor(CINZA)
  for (const linha of linhasEmpresa(d.empresa)) doc.text(linha, xTexto, doc.y + 1, { width: largura })
  let y = Math.max(doc.y, d.logo ? top + 55 : 0) + 10
  regua(doc, y)
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('black')
    .text(tituloDoTermo(d.vistoria).toUpperCase(), x0, y + 8, { width: larguraUtil(doc) })
  y = doc.y + 6
  const v = d.vistoria
  const col = larguraUtil(doc) / 4
  const fim = [
    campo(doc, 'OS', v.numero_os, x0, y, col - 6),
    campo(doc, 'Cliente', v.cliente_nome ?? '—', x0 + col, y, col * 2 - 6),
    campo(doc, 'Veículo', veiculoDoTermo(v), x0 + col * 3, y, col),
  ]
  y = Math.max(...fim) + 6
  const fim2 = [
    campo(doc, 'Quilometragem', kmDoTermo(v), x0, y, col - 6),
    campo(doc, 'Combustível', combustivelDoTermo(v), x0 + col, y, col - 6),
  ]
  return Math.max(...fim2) + 8
}

function marcasEChecklist(doc: Pdf, d: DadosDoTermo, y0: number): number {
  const v = d.vistoria
  const x0 = doc.page.margins.left
  let y = tituloSecao(doc, v.marcas_da_entrada ? 'Avarias novas (em cinza, as da entrada)' : 'Avarias', y0)
  y = desenharDiagrama(doc, x0, y + 4, larguraUtil(doc), 3, v.marcas, v.marcas_da_entrada ?? [])
  doc.font('regular').fontSize(9).fillColor('black')
  doc.y = y + 4
  if (v.marcas.length === 0) doc.text('Nenhuma avaria registrada.', x0, doc.y)
  for (const m of v.marcas) doc.text(descricaoDaMarca(m), x0, doc.y, { width: larguraUtil(doc) })
  y = garantirEspaco(doc, doc.y + 10, 60)
  y = tituloSecao(doc, 'Itens no veículo', y)
  const metade = larguraUtil(doc) / 2
  v.checklist.forEach((item, i) => {
    const linha = Math.floor(i / 2)
    doc.fontSize(9).text(itemDoChecklist(item), x0 + (i % 2) * metade, y + linha * 12, { width: metade - 6 })
  })
  y += Math.ceil(v.checklist.length / 2) * 12 + 6
  if (v.observacoes) {
    y = tituloSecao(doc, 'Observações', garantirEspaco(doc, y, 40))
    doc.fontSize(9).text(v.observacoes, x0, y, { width: larguraUtil(doc) })
    y = doc.y + 6
  }
  return y
}

function fotos(doc: Pdf, d: DadosDoTermo, y0: number): number {
  if (d.fotos.size === 0) return y0
  const x0 = doc.page.margins.left
  const lado = 110
  let y = tituloSecao(doc, 'Fotos das avarias', garantirEspaco(doc, y0, lado + 30))
  let x = x0
  for (const [numero, foto] of d.fotos) {
    if (x + lado > x0 + larguraUtil(doc)) {
      x = x0
      y = garantirEspaco(doc, y + lado + 16, lado + 16)
    }
    try {
      doc.image(foto, x, y, { fit: [lado, lado] })
    } catch {
      // A photo the library cannot decode is left out, not the term.
    }
    doc
      .fontSize(8)
      .fillColor(CINZA)
      .text(`Marca ${numero}`, x, y + lado + 2, { width: lado })
    doc.fillColor('black')
    x += lado + 10
  }
  return y + lado + 18
}

function assinatura(doc: Pdf, d: DadosDoTermo, y0: number) {
  const x0 = doc.page.margins.left
  let y = tituloSecao(doc, 'Termo', garantirEspaco(doc, y0, 160))
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('black')
    .text(d.vistoria.termos, x0, y, { width: larguraUtil(doc) })
  y = garantirEspaco(doc, doc.y + 10, 110)
  const imagem = imagemDaAssinatura(d.vistoria)
  if (imagem) {
    try {
      doc.image(imagem, x0, y, { fit: [200, 60] })
    } catch {
      // The stored signature always decodes; the lines below still say who signed.
    }
  }
  y += 64
  doc
    .moveTo(x0, y)
    .lineTo(x0 + 260, y)
    .lineWidth(0.5)
    .strokeColor('black')
    .stroke()
  doc.font('regular').fontSize(8.5)
  doc.y = y + 4
  for (const linha of linhasDaAssinatura(d.vistoria, d.empresa.fuso_horario))
    doc.text(linha, x0, doc.y, { width: larguraUtil(doc) })
}

/** The A4 term: header, parties, the diagram with numbered marks, checklist, photos, terms and signature. */
export async function termoA4(d: DadosDoTermo): Promise<Buffer> {
  const doc = novoPdf({ size: 'A4', margin: A4_MARGEM })
  const pronto = pdfBuffer(doc)
  let y = cabecalho(doc, d)
  y = marcasEChecklist(doc, d, y)
  y = fotos(doc, d, y)
  assinatura(doc, d, y)
  doc.end()
  return pronto
}
