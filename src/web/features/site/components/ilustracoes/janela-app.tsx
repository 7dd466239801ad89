import type { ReactNode } from 'react'
import { cn } from '../../../../lib/cn'

/**
 * A drawing of a Bancada screen in a browser window (HTML and CSS, no image files). It is one image for
 * assistive technology, described by `descricao`; real screenshots can replace it later.
 */
export function JanelaApp({
  endereco,
  descricao,
  className,
  children,
}: {
  endereco: string
  descricao: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="img"
      aria-label={descricao}
      className={cn(
        'overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-dialog',
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-3 py-2">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-green-400" />
        </span>
        <span className="truncate rounded-md bg-white px-2 py-0.5 text-xs text-slate-600">{endereco}</span>
      </div>
      <div className="p-4 text-xs text-slate-700 sm:text-sm">{children}</div>
    </div>
  )
}

/** Status colours of UI.md, so the drawings use the same badges as the app. */
export const corStatus = {
  rascunho: 'bg-slate-100 text-slate-700',
  orcamento_enviado: 'bg-sky-100 text-sky-800',
  aprovado: 'bg-indigo-100 text-indigo-800',
  em_execucao: 'bg-blue-100 text-blue-800',
  aguardando_peca: 'bg-amber-100 text-amber-800',
  concluido: 'bg-emerald-100 text-emerald-800',
  entregue: 'bg-green-100 text-green-800',
  cancelado: 'bg-red-100 text-red-800',
  aberto: 'bg-sky-100 text-sky-800',
  vencido: 'bg-red-100 text-red-800',
  pago: 'bg-green-100 text-green-800',
} as const

export function Selo({ cor, children }: { cor: keyof typeof corStatus; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        corStatus[cor],
      )}
    >
      {children}
    </span>
  )
}
