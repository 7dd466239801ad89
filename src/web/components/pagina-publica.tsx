import type { UseQueryResult } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatTelefone } from '../../shared/formatos/exibir'
import { ApiError, errorMessage } from '../lib/api-client'
import { cn } from '../lib/cn'
import { EstadosDaConsulta, type FalhaDaConsulta } from './estados-da-consulta'
import { Button } from './ui/button'
import { Skeleton } from './ui/skeleton'
import { Spinner } from './ui/spinner'

/**
 * A page the customer opens from a link, without logging in (the quote /p, the inspection /v, the
 * appointment /a): one column sized for a phone, centred on larger screens, around its query's states.
 */
export function PaginaPublica<T>({
  query,
  rotulo,
  esqueleto,
  erroPadrao,
  estreita = false,
  children,
}: {
  query: UseQueryResult<T>
  /** What a screen reader hears while it loads, e.g. 'Carregando vistoria'. */
  rotulo: string
  /** The skeleton's blocks, top to bottom, by their size classes (e.g. 'h-12'). */
  esqueleto: string[]
  /** Said when the server gave no message of its own. */
  erroPadrao: string
  /** A narrower column, for a page of a few short lines. */
  estreita?: boolean
  children: (dados: T) => ReactNode
}) {
  return (
    <main
      className={cn(
        'mx-auto min-h-dvh w-full overflow-x-hidden bg-surface px-4 py-5',
        estreita ? 'max-w-lg' : 'max-w-2xl',
      )}
    >
      <EstadosDaConsulta
        query={query}
        carregando={
          <div className="grid gap-4" role="status" aria-busy="true" aria-label={rotulo}>
            {esqueleto.map((tamanho, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className={tamanho} />
            ))}
          </div>
        }
        erro={(falha) => <ErroDaPagina {...falha} erroPadrao={erroPadrao} />}
      >
        {children}
      </EstadosDaConsulta>
    </main>
  )
}

/** A failed load: the server's message, and a retry unless the link itself is unknown or expired (404, 410). */
function ErroDaPagina({ erro, onRetry, retrying, erroPadrao }: FalhaDaConsulta & { erroPadrao: string }) {
  const doLink = erro instanceof ApiError && [404, 410].includes(erro.status)
  return (
    <div role="alert" className="mt-16 grid justify-items-center gap-4 text-center">
      <AlertTriangle className="size-10 text-amber-500" aria-hidden="true" />
      <p className="font-medium text-base" data-testid="portal-erro">
        {errorMessage(erro, erroPadrao)}
      </p>
      {!doLink && (
        <Button className="h-11" onClick={onRetry} disabled={retrying}>
          {retrying && <Spinner />}
          Tentar novamente
        </Button>
      )}
    </div>
  )
}

/** The company atop the page: its name and phone (`ligar`: the phone is a tap-to-call link). */
export function CabecalhoDaEmpresa({
  empresa,
  ligar = false,
}: {
  empresa: { nome: string; telefone: string | null }
  ligar?: boolean
}) {
  const { telefone } = empresa
  return (
    <header className="border-b pb-4">
      <p className="font-semibold text-lg">{empresa.nome}</p>
      {telefone &&
        (ligar ? (
          <a href={`tel:${telefone}`} className="text-primary text-sm tabular-nums">
            {formatTelefone(telefone)}
          </a>
        ) : (
          <p className="text-muted-foreground text-xs">{formatTelefone(telefone)}</p>
        ))}
    </header>
  )
}

/** A status box under the page's details: confirmed, signed (green) or waiting on the shop (amber). */
export function AvisoPublico({
  cor = 'green',
  icone,
  titulo,
  className,
  children,
}: {
  cor?: 'green' | 'amber'
  icone: ReactNode
  titulo: string
  className?: string
  children?: ReactNode
}) {
  const cores =
    cor === 'green'
      ? 'border-green-200 bg-green-50 text-green-900'
      : 'border-amber-200 bg-amber-50 text-amber-900'
  return (
    <div role="status" className={cn('grid gap-1 rounded-lg border p-3 text-sm', cores, className)}>
      <p className="flex items-center gap-2 font-medium">
        {icone} {titulo}
      </p>
      {children}
    </div>
  )
}
