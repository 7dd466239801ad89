import { perfilMessages } from '../../../shared/perfil/perfil.messages'
import { ListError } from '../../components/list/list-states'
import { PageHeader } from '../../components/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useCurrentMe } from '../../lib/current-me'
import { usePerfil } from './api/get-perfil'
import { AlterarSenhaForm } from './components/alterar-senha-form'
import { DadosPessoaisForm } from './components/dados-pessoais-form'

function DadosSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  )
}

/** /perfil 'Meu Perfil' (DESIGN §9): any signed-in user, its own data and password. */
export function PerfilPage() {
  const me = useCurrentMe()
  const perfil = usePerfil()
  return (
    <>
      <PageHeader title="Meu Perfil" description="Seus dados pessoais e a senha de acesso." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Dados pessoais</CardTitle>
            <CardDescription>Seu nome aparece no menu e no histórico das OS.</CardDescription>
          </CardHeader>
          <CardContent>
            {perfil.data ? (
              <DadosPessoaisForm key={perfil.data.id} perfil={perfil.data} />
            ) : perfil.isError ? (
              <ListError
                title={perfilMessages.erroCarregar}
                onRetry={() => void perfil.refetch()}
                retrying={perfil.isFetching}
              />
            ) : (
              <DadosSkeleton />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Alterar senha</CardTitle>
            <CardDescription>
              Ao alterar a senha, as suas sessões em outros aparelhos são encerradas.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AlterarSenhaForm email={me.user.email} />
          </CardContent>
        </Card>
      </div>
    </>
  )
}
