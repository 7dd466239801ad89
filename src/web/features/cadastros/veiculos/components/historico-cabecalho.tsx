import { ArrowLeft, CalendarPlus, FilePlus2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { can } from '../../../../../shared/permissoes/permissoes'
import { PageHeader } from '../../../../components/page-header'
import { buttonVariants } from '../../../../components/ui/button'
import { cn } from '../../../../lib/cn'
import { useCurrentMe } from '../../../../lib/current-me'

const acaoClasse = cn(buttonVariants({ variant: 'outline' }), 'h-11 md:h-10')

/**
 * The top of a history page (customer, vehicle): back to its list, the title with its details, and what
 * comes next for this customer — a new OS, an appointment (`agendar`: the agenda's prefilled form).
 */
export function HistoricoCabecalho({
  lista,
  titulo,
  descricao,
  agendar,
}: {
  lista: { para: string; nome: string }
  titulo: string
  descricao: ReactNode
  agendar: string
}) {
  const me = useCurrentMe()
  return (
    <>
      <Link
        to={lista.para}
        className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {lista.nome}
      </Link>
      <PageHeader
        title={titulo}
        description={descricao}
        actions={
          <div className="flex flex-wrap gap-2">
            {can(me, 'os', 'create') && (
              <Link to="/os/nova" className={acaoClasse}>
                <FilePlus2 aria-hidden="true" /> Nova OS
              </Link>
            )}
            {can(me, 'agenda', 'create') && (
              <Link to={agendar} className={acaoClasse}>
                <CalendarPlus aria-hidden="true" /> Agendar
              </Link>
            )}
          </div>
        }
      />
    </>
  )
}
