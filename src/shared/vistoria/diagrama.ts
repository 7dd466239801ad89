import type { Vista } from './vistoria'

/**
 * The vehicle diagram, drawn in the project: one outline per view as SVG path data, so the web page (an
 * <svg>) and the PDF (pdfkit's `path`) draw the same picture. Marks are stored as 0–1 of a view's box.
 */
export type DesenhoDaVista = {
  largura: number
  altura: number
  caminhos: string[]
  /** The right side is the left one seen from the other side. */
  espelhar?: boolean
}

const roda = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`

const lateral: DesenhoDaVista = {
  largura: 400,
  altura: 160,
  caminhos: [
    'M20 120 L20 95 Q22 80 45 76 L110 70 L150 35 Q160 28 175 28 L265 28 Q282 28 292 38 L330 70 L372 76 Q385 80 385 95 L385 120 Z',
    'M118 70 L152 40 Q158 35 168 35 L205 35 L205 70 Z',
    'M213 35 L262 35 Q275 35 283 44 L318 70 L213 70 Z',
    'M209 70 L209 118',
    'M150 82 L165 82',
    'M250 82 L265 82',
    roda(119, 120, 24),
    roda(311, 120, 24),
  ],
}

export const diagrama: Record<Vista, DesenhoDaVista> = {
  superior: {
    largura: 200,
    altura: 400,
    caminhos: [
      'M50 30 Q100 5 150 30 L165 80 L165 330 Q160 380 100 388 Q40 380 35 330 L35 80 Z',
      'M55 110 Q100 95 145 110 L140 150 L60 150 Z',
      'M60 160 L140 160 L140 290 L60 290 Z',
      'M60 300 L140 300 L145 335 Q100 345 55 335 Z',
      'M35 120 L18 125 L18 135 L35 135',
      'M165 120 L182 125 L182 135 L165 135',
    ],
  },
  esquerda: lateral,
  direita: { ...lateral, espelhar: true },
  frente: {
    largura: 240,
    altura: 170,
    caminhos: [
      'M30 140 L30 95 Q32 80 50 76 L70 40 Q75 30 90 30 L150 30 Q165 30 170 40 L190 76 Q208 80 210 95 L210 140 Z',
      'M78 72 L92 40 L148 40 L162 72 Z',
      'M40 92 L75 92 L75 105 L40 105 Z',
      'M165 92 L200 92 L200 105 L165 105 Z',
      'M90 100 L150 100 L150 118 L90 118 Z',
      'M38 140 L38 158 L62 158 L62 140',
      'M178 140 L178 158 L202 158 L202 140',
    ],
  },
  traseira: {
    largura: 240,
    altura: 170,
    caminhos: [
      'M30 140 L30 95 Q32 80 50 76 L70 40 Q75 30 90 30 L150 30 Q165 30 170 40 L190 76 Q208 80 210 95 L210 140 Z',
      'M80 72 L92 42 L148 42 L160 72 Z',
      'M38 88 L68 88 L68 108 L38 108 Z',
      'M172 88 L202 88 L202 108 L172 108 Z',
      'M100 105 L140 105 L140 120 L100 120 Z',
      'M38 140 L38 158 L62 158 L62 140',
      'M178 140 L178 158 L202 158 L202 140',
    ],
  },
}
