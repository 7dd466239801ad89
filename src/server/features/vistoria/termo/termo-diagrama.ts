import { diagrama } from '../../../../shared/vistoria/diagrama'
import { type Vista, vistaLabels, vistas } from '../../../../shared/vistoria/vistoria'
import type { MarcaView } from '../../../../shared/vistoria/vistoria.schemas'
import { ACCENT, CINZA, type Pdf } from '../../../pdf/pdf-layout'

const RAIO = 6

/**
 * One view of the vehicle (the web's drawing, shared/vistoria/diagrama.ts) scaled into `largura`, with the
 * marks as numbered circles: the inspection's own in the accent colour, a check-out's comparison (the
 * check-in's marks) in grey. Answers the y below the view and its caption.
 */
export function desenharVista(
  doc: Pdf,
  vista: Vista,
  x: number,
  y: number,
  largura: number,
  marcas: MarcaView[],
  daEntrada: MarcaView[],
): number {
  const d = diagrama[vista]
  const escala = largura / d.largura
  const altura = d.altura * escala
  doc.save()
  doc.translate(x, y)
  if (d.espelhar) doc.translate(largura, 0).scale(-1, 1)
  doc.scale(escala)
  for (const caminho of d.caminhos)
    doc
      .path(caminho)
      .lineWidth(1.5 / escala)
      .strokeColor('#777777')
      .stroke()
  doc.restore()
  const circulo = (m: MarcaView, cor: string, numero: boolean) => {
    const cx = x + m.x * largura
    const cy = y + m.y * altura
    doc.circle(cx, cy, RAIO).fillColor(cor).fill()
    if (numero)
      doc
        .font('bold')
        .fontSize(7)
        .fillColor('white')
        .text(String(m.numero), cx - RAIO, cy - 3.6, { width: RAIO * 2, align: 'center', lineBreak: false })
  }
  for (const m of daEntrada.filter((m) => m.vista === vista)) circulo(m, '#bbbbbb', false)
  for (const m of marcas.filter((m) => m.vista === vista)) circulo(m, ACCENT, true)
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(CINZA)
    .text(vistaLabels[vista], x, y + altura + 2, { width: largura, align: 'center' })
  doc.fillColor('black')
  return y + altura + 12
}

/** The five views in a grid of `colunas`; answers the y below it. */
export function desenharDiagrama(
  doc: Pdf,
  x: number,
  y: number,
  largura: number,
  colunas: number,
  marcas: MarcaView[],
  daEntrada: MarcaView[],
): number {
  const gap = 8
  const larguraVista = (largura - gap * (colunas - 1)) / colunas
  let fim = y
  let linhaY = y
  vistas.forEach((vista, i) => {
    const coluna = i % colunas
    if (coluna === 0 && i > 0) linhaY = fim + 4
    // The top view is tall (the car seen lengthwise): it is drawn narrower to keep the rows even.
    const w = vista === 'superior' ? larguraVista * 0.5 : larguraVista
    const xi = x + coluna * (larguraVista + gap) + (larguraVista - w) / 2
    fim = Math.max(fim, desenharVista(doc, vista, xi, linhaY, w, marcas, daEntrada))
  })
  return fim
}
