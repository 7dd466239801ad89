import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/** A landing-style section: a small kicker, its h2 (which names the section landmark) and a lead. */
export function Secao({
  id,
  sobretitulo,
  titulo,
  descricao,
  className,
  children,
}: {
  id: string
  sobretitulo?: string
  titulo: string
  descricao?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-titulo`} className={cn('px-4 py-16 md:px-6 md:py-24', className)}>
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          {sobretitulo && (
            <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">{sobretitulo}</p>
          )}
          <h2 id={`${id}-titulo`} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {titulo}
          </h2>
          {descricao && <p className="mt-4 text-base text-slate-600 md:text-lg">{descricao}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  )
}

/** The page title block of the inner public pages (one h1 per page). */
export function CabecalhoPagina({
  sobretitulo,
  titulo,
  descricao,
  children,
}: {
  sobretitulo?: string
  titulo: string
  descricao?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-primary-soft to-surface px-4 py-14 md:px-6 md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        {sobretitulo && (
          <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">{sobretitulo}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">{titulo}</h1>
        {descricao && <p className="mt-4 text-base text-slate-600 md:text-lg">{descricao}</p>}
        {children}
      </div>
    </div>
  )
}
