import type { MouseEvent } from 'react'
import { diagrama } from '../../../../shared/vistoria/diagrama'
import { marcaTipoLabels, type Vista, vistaLabels, vistas } from '../../../../shared/vistoria/vistoria'
import type { MarcaView } from '../../../../shared/vistoria/vistoria.schemas'
import { cn } from '../../../lib/cn'

type Props = {
  marcas: MarcaView[]
  /** A check-out's comparison: the check-in's marks, drawn grey and unnumbered-coloured. */
  marcasDaEntrada?: MarcaView[] | null
  /** Tap on a view: a new mark there (0–1 of the view's box). Absent: read-only. */
  onMarcar?: (vista: Vista, x: number, y: number) => void
  onAbrirMarca?: (marca: MarcaView) => void
}

const RAIO = 11

/**
 * The vehicle seen from five sides (shared/vistoria/diagrama.ts, the same drawing as the PDF). A tap adds
 * a mark where the finger landed; each mark is a numbered circle (new ones on a check-out stand out).
 */
export function DiagramaVeiculo({ marcas, marcasDaEntrada, onMarcar, onAbrirMarca }: Props) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {vistas.map((vista) => {
        const d = diagrama[vista]
        const daVista = marcas.filter((m) => m.vista === vista)
        const anteriores = (marcasDaEntrada ?? []).filter((m) => m.vista === vista)
        const tocar = (e: MouseEvent<SVGSVGElement>) => {
          if (!onMarcar) return
          const box = e.currentTarget.getBoundingClientRect()
          const x = Math.min(1, Math.max(0, (e.clientX - box.left) / box.width))
          const y = Math.min(1, Math.max(0, (e.clientY - box.top) / box.height))
          onMarcar(vista, Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000)
        }
        return (
          <figure
            key={vista}
            className={cn(
              'rounded-md border bg-card p-1',
              vista === 'superior' && 'row-span-2 sm:row-span-1',
            )}
          >
            <svg
              viewBox={`0 0 ${d.largura} ${d.altura}`}
              role={onMarcar ? 'button' : 'img'}
              aria-label={onMarcar ? `Marcar avaria: ${vistaLabels[vista]}` : vistaLabels[vista]}
              className={cn('h-auto w-full touch-manipulation select-none', onMarcar && 'cursor-crosshair')}
              tabIndex={onMarcar ? 0 : undefined}
              onClick={tocar}
              // Keyboard: a mark in the middle of the view (its place is then told in the description).
              onKeyDown={(e) => {
                if (onMarcar && (e.key === 'Enter' || e.key === ' ')) {
                  e.preventDefault()
                  onMarcar(vista, 0.5, 0.5)
                }
              }}
            >
              <g
                transform={d.espelhar ? `translate(${d.largura} 0) scale(-1 1)` : undefined}
                className="fill-none stroke-muted-foreground"
                strokeWidth={2}
                strokeLinejoin="round"
              >
                {d.caminhos.map((c) => (
                  <path key={c} d={c} />
                ))}
              </g>
              {anteriores.map((m) => (
                <circle
                  key={`e${m.numero}`}
                  cx={m.x * d.largura}
                  cy={m.y * d.altura}
                  r={RAIO - 3}
                  className="fill-muted stroke-muted-foreground"
                  strokeDasharray="3 2"
                >
                  <title>{`Na entrada: ${marcaTipoLabels[m.tipo]}`}</title>
                </circle>
              ))}
              {daVista.map((m) => (
                // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role.
                <g
                  key={m.numero}
                  role="button"
                  tabIndex={0}
                  aria-label={`Marca ${m.numero}: ${marcaTipoLabels[m.tipo]}`}
                  className="cursor-pointer"
                  onClick={(e) => {
                    e.stopPropagation()
                    onAbrirMarca?.(m)
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') onAbrirMarca?.(m)
                  }}
                >
                  <circle
                    cx={m.x * d.largura}
                    cy={m.y * d.altura}
                    r={RAIO}
                    className={marcasDaEntrada ? 'fill-amber-500' : 'fill-destructive'}
                  />
                  <text
                    x={m.x * d.largura}
                    y={m.y * d.altura}
                    dy="0.35em"
                    textAnchor="middle"
                    className="pointer-events-none fill-white font-semibold"
                    fontSize={12}
                  >
                    {m.numero}
                  </text>
                </g>
              ))}
            </svg>
            <figcaption className="text-center text-muted-foreground text-xs">
              {vistaLabels[vista]}
            </figcaption>
          </figure>
        )
      })}
    </div>
  )
}
