import { Eraser } from 'lucide-react'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import SignaturePad from 'signature_pad'
import { Button } from '../ui/button'

export type QuadroDeAssinaturaRef = {
  /** The drawing as a PNG data URL, or null when nothing was drawn. */
  imagem(): string | null
}

/**
 * A pad to sign with the finger, a pen or the mouse (signature_pad). The canvas follows its box and the
 * screen's pixel density, so the stroke is sharp on a phone and the saved PNG is small.
 */
export const QuadroDeAssinatura = forwardRef<QuadroDeAssinaturaRef, { rotulo: string }>(
  function QuadroDeAssinatura({ rotulo }, ref) {
    const canvasRef = useRef<HTMLCanvasElement>(null)
    const padRef = useRef<SignaturePad | null>(null)
    const [vazio, setVazio] = useState(true)

    useEffect(() => {
      const canvas = canvasRef.current
      if (!canvas) return
      const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.4 })
      padRef.current = pad
      pad.addEventListener('endStroke', () => setVazio(pad.isEmpty()))
      const ajustar = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1)
        const dados = pad.toData()
        canvas.width = canvas.offsetWidth * ratio
        canvas.height = canvas.offsetHeight * ratio
        canvas.getContext('2d')?.scale(ratio, ratio)
        pad.fromData(dados)
      }
      ajustar()
      const observer = new ResizeObserver(ajustar)
      observer.observe(canvas)
      return () => {
        observer.disconnect()
        pad.off()
        padRef.current = null
      }
    }, [])

    useImperativeHandle(ref, () => ({
      imagem: () =>
        padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL('image/png') : null,
    }))

    return (
      <div className="grid gap-2">
        <div className="relative rounded-md border border-input bg-white">
          <canvas
            ref={canvasRef}
            aria-label={rotulo}
            className="block h-44 w-full touch-none"
            data-testid="quadro-assinatura"
            data-assinado={vazio ? 'nao' : 'sim'}
          />
          <span
            className="pointer-events-none absolute inset-x-6 bottom-8 border-slate-300 border-b"
            aria-hidden="true"
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            padRef.current?.clear()
            setVazio(true)
          }}
        >
          <Eraser aria-hidden="true" /> Limpar assinatura
        </Button>
      </div>
    )
  },
)
