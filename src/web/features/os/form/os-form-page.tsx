import { useQuery } from '@tanstack/react-query'
import { AlertTriangle, RotateCw } from 'lucide-react'
import { useParams } from 'react-router'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { osKeys } from '../../../lib/query-keys'
import { getOs } from '../api/os-api'
import { OsForm } from './os-form'

/** /os/nova and /os/:id/editar (SPEC §2 "New OS form"). */
export function OsFormPage() {
  const { id } = useParams()
  // A new key per OS: moving from /os/nova to a saved draft never keeps the other's typing.
  return id ? <EditOs key={id} id={id} /> : <OsForm key="nova" os={null} />
}

function EditOs({ id }: { id: string }) {
  const query = useQuery({ queryKey: osKeys.detail(id), queryFn: ({ signal }) => getOs(id, signal) })
  if (query.data) return <OsForm os={query.data} />
  if (query.isError) {
    return (
      <>
        <PageHeader title="Editar Ordem de Serviço" />
        <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
            <AlertTriangle className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium">{m.erroCarregar}</p>
            <p className="text-sm text-muted-foreground">Tente novamente mais tarde</p>
          </div>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
            Tentar novamente
          </Button>
        </Card>
      </>
    )
  }
  return <OsFormSkeleton />
}

function OsFormSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only" role="status">
        Carregando ordem de serviço
      </span>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Skeleton className="h-8 w-64" />
        <div className="flex gap-2">
          <Skeleton className="h-10 w-36" />
          <Skeleton className="h-10 w-40" />
        </div>
      </div>
      {[6, 4].map((rows) => (
        <Card key={rows}>
          <CardHeader>
            <Skeleton className="h-6 w-40" />
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: rows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <div key={i} className="grid gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
