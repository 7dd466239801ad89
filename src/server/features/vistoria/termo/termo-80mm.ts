import { descricaoDaMarca } from '../../../../shared/vistoria/vistoria'
import { linhasEmpresa, mm, novoPdf, type Pdf, pdfBuffer } from '../../../pdf/pdf-layout'
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

/** Draws the whole term from the top; answers the height used (the roll is cut to it). */
function desenhar(doc: Pdf, d: DadosDoTermo): number {
  const v = d.vistoria
  const centro = { width: UTIL, align: 'center' as const }
  const texto = (t: string) => doc.text(t, MARGEM, doc.y, { width: UTIL })
  doc.y = MARGEM
  doc.font('bold').fontSize(10).fillColor('black').text(d.empresa.nome_empresa, MARGEM, doc.y, centro)
  doc.font('regular').fontSize(7)
  for (const linha of linhasEmpresa(d.empresa)) doc.text(linha, MARGEM, doc.y, centro)
  separador(doc)
  doc.font('bold').fontSize(9).text(tituloDoTermo(v).toUpperCase(), MARGEM, doc.y, centro)
  doc.font('regular').fontSize(8)
  texto(`OS: ${v.numero_os}`)
  texto(`Cliente: ${v.cliente_nome ?? '—'}`)
  texto(`Veículo: ${veiculoDoTermo(v)}`)
  texto(`Km: ${kmDoTermo(v)} · Combustível: ${combustivelDoTermo(v)}`)
  separador(doc)
  doc.y = desenharDiagrama(doc, MARGEM, doc.y + 2, UTIL, 2, v.marcas, v.marcas_da_entrada ?? []) + 2
  doc.font('regular').fontSize(8).fillColor('black')
  if (v.marcas.length === 0) texto('Nenhuma avaria registrada.')
  for (const m of v.marcas) texto(descricaoDaMarca(m))
  separador(doc)
  for (const item of v.checklist) texto(itemDoChecklist(item))
  if (v.observacoes) {
    separador(doc)
    texto(`Observações: ${v.observacoes}`)
  }
  separador(doc)
  doc.fontSize(7)
  texto(v.termos)
  const imagem = imagemDaAssinatura(v)
  if (imagem) {
    doc.image(imagem, MARGEM, doc.y + 4, { fit: [UTIL, 50] })
    doc.y += 56
  } else doc.y += 30
  doc
    .moveTo(MARGEM + 10, doc.y)
    .lineTo(LARGURA - MARGEM - 10, doc.y)
    .lineWidth(0.5)
    .stroke()
  doc.y += 3
  for (const linha of linhasDaAssinatura(v, d.empresa.fuso_horario)) texto(linha)
  return doc.y + MARGEM
}

/**
 * The 80 mm term for the thermal printer: one page as tall as its content, measured on a scratch
 * document first (the paper is a roll). No photos: a thermal printer turns them into grey noise.
 */
export async function termo80mm(d: DadosDoTermo): Promise<Buffer> {
  const medida = novoPdf({ size: [LARGURA, 20_000], margin: 0 })
  const altura = desenhar(medida, d)
  medida.end()
  const doc = novoPdf({ size: [LARGURA, Math.ceil(altura)], margin: 0 })
  const pronto = pdfBuffer(doc)
  desenhar(doc, d)
  doc.end()
  return pronto
}
