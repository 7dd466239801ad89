import { CheckCircle2, XCircle } from 'lucide-react'
import { cn } from '../../lib/cn'

export type ResultadoTeste = { ok: boolean; mensagem: string }

/**
 * An integration's test in its colour (a bank's API Pix, the fiscal API): green when the provider took the
 * credentials and the callback, red otherwise, with its message.
 */
export function ResultadoDoTeste({
  resultado,
  quando,
  testId,
}: {
  resultado: ResultadoTeste
  quando?: string
  testId: string
}) {
  const Icon = resultado.ok ? CheckCircle2 : XCircle
  return (
    <div
      role={resultado.ok ? 'status' : 'alert'}
      data-testid={testId}
      className={cn(
        'flex items-start gap-2 rounded-lg border p-3 text-sm',
        resultado.ok
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        {quando && <span className="font-medium">Último teste em {quando}: </span>}
        {resultado.mensagem}
      </p>
    </div>
  )
}
