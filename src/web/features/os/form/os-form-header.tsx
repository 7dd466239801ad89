import { ArrowLeft, Save, Send } from 'lucide-react'
import { Link } from 'react-router'
import type { OsView } from '../../../../shared/os/os.schemas'
import { OsStatusBadge } from '../../../components/os-status-badge'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { usePageTitle } from '../../../lib/use-page-title'

/**
 * 'Nova Ordem de Serviço' or 'Editar {numero}' with its status, and the form's actions: 'Salvar Rascunho'
 * ('Salvar' once the quote was sent) and 'Enviar Orçamento' on the right.
 */
export function OsFormHeader({
  os,
  rascunho,
  fechada,
  podeEnviar,
  busy,
  onSalvar,
  onEnviar,
}: {
  os: OsView | null
  rascunho: boolean
  fechada: boolean
  podeEnviar: boolean
  busy: 'salvar' | 'enviar' | null
  onSalvar: () => void
  onEnviar: () => void
}) {
  const title = os ? `Editar ${os.numero_os}` : 'Nova Ordem de Serviço'
  usePageTitle(title)
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link to={os ? `/os/${os.id}` : '/os'} aria-label="Voltar">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="truncate text-2xl font-semibold tracking-tight">{title}</h1>
        {os && <OsStatusBadge status={os.status} />}
      </div>
      {!fechada && (
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button
            type="button"
            variant="outline"
            onClick={onSalvar}
            disabled={busy !== null}
            className="h-11 flex-1 sm:h-10 sm:flex-none"
          >
            {busy === 'salvar' ? <Spinner label="" /> : <Save aria-hidden="true" />}
            {rascunho ? 'Salvar Rascunho' : 'Salvar'}
          </Button>
          {rascunho && podeEnviar && (
            <Button
              type="button"
              onClick={onEnviar}
              disabled={busy !== null}
              className="h-11 flex-1 sm:h-10 sm:flex-none"
            >
              {busy === 'enviar' ? <Spinner label="" /> : <Send aria-hidden="true" />}
              Enviar Orçamento
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
