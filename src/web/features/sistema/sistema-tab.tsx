import { useState } from 'react'
import { toast } from 'sonner'
import { preferenciasMessages as m } from '../../../shared/perfil/preferencias.schemas'
import { can } from '../../../shared/permissoes/permissoes'
import { SwitchField } from '../../components/form/switch-field'
import { ListError } from '../../components/list/list-states'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useCurrentMe } from '../../lib/current-me'
import { usePreferencias } from '../perfil/api/get-preferencias'
import { useUpdatePreferencias } from '../perfil/api/update-preferencias'
import { EnderecoLinksCard } from './endereco-links-card'

/**
 * Tab Sistema (every user): the notifications toggle, kept with the user's account ('Salvar Preferências'),
 * and, for who may view the settings, the address of the links sent to customers.
 */
export function SistemaTab() {
  const preferencias = usePreferencias()
  const podeVer = can(useCurrentMe(), 'configuracoes', 'view')
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Preferências do sistema</CardTitle>
          <CardDescription>Valem para a sua conta, em qualquer navegador.</CardDescription>
        </CardHeader>
        <CardContent>
          {preferencias.data ? (
            <SistemaForm notificacoesSalvas={preferencias.data.notificacoes} />
          ) : preferencias.isError ? (
            <ListError
              title={m.erroCarregar}
              onRetry={() => void preferencias.refetch()}
              retrying={preferencias.isFetching}
            />
          ) : (
            <div className="grid gap-4" role="status" aria-label="Carregando">
              <Skeleton className="h-16" />
              <Skeleton className="ml-auto h-10 w-44" />
            </div>
          )}
        </CardContent>
      </Card>
      {podeVer && <EnderecoLinksCard />}
    </div>
  )
}

function SistemaForm({ notificacoesSalvas }: { notificacoesSalvas: boolean }) {
  const [notificacoes, setNotificacoes] = useState(notificacoesSalvas)
  const update = useUpdatePreferencias()

  const salvar = () =>
    update.mutate(
      { notificacoes },
      {
        onSuccess: () => toast.success('Sucesso', { description: m.salvas }),
        onError: (error) => toast.error('Erro', { description: errorMessage(error, m.erroSalvar) }),
      },
    )

  return (
    <div className="grid gap-4">
      <SwitchField
        label="Notificações"
        hint="Mostrar avisos de títulos vencidos, OS atrasadas e estoque baixo."
        checked={notificacoes}
        onCheckedChange={setNotificacoes}
        disabled={update.isPending}
      />
      <div className="flex justify-end">
        <Button onClick={salvar} disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending && <Spinner label="" />}
          Salvar Preferências
        </Button>
      </div>
    </div>
  )
}
