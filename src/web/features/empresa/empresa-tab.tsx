import { empresaMessages } from '../../../shared/empresa/empresa.messages'
import { ListError } from '../../components/list/list-states'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useCurrentMe } from '../../lib/current-me'
import { useEmpresa } from './api/get-empresa'
import { EmpresaEstoqueCard } from './empresa-estoque-card'
import { EmpresaForm } from './empresa-form'
import { EmpresaLogo } from './empresa-logo-card'

function EmpresaSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ))}
    </div>
  )
}

/** Tab Empresa (every user): the company's data, editable only by an admin. */
export function EmpresaTab() {
  const me = useCurrentMe()
  const empresa = useEmpresa()
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Dados da empresa</CardTitle>
          <CardDescription>Aparecem nos orçamentos, nas OS impressas e na cobrança por PIX.</CardDescription>
        </CardHeader>
        <CardContent>
          {empresa.data ? (
            <div className="grid gap-6">
              <EmpresaLogo logoUrl={empresa.data.logo_url} podeEditar={me.role === 'admin'} />
              <EmpresaForm key={empresa.data.id} empresa={empresa.data} podeEditar={me.role === 'admin'} />
            </div>
          ) : empresa.isError ? (
            <ListError
              title={empresaMessages.erroCarregar}
              onRetry={() => void empresa.refetch()}
              retrying={empresa.isFetching}
            />
          ) : (
            <EmpresaSkeleton />
          )}
        </CardContent>
      </Card>
      {empresa.data && <EmpresaEstoqueCard empresa={empresa.data} podeEditar={me.role === 'admin'} />}
    </div>
  )
}
