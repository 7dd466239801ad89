import { ListError } from '../../../components/list/list-states'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { ConfigSkeleton } from '../../cobranca-pix/config/config-skeleton'
import { useNfseConfig } from '../api/config-get'
import { NfseConfigForm } from './nfse-config-form'

/**
 * Configurações > Nota fiscal (admin, issue 28): the fiscal API that issues the shop's NFS-e (Focus NFe)
 * and the company's fiscal data every note carries.
 */
export function NotaFiscalTab() {
  const config = useNfseConfig()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nota fiscal de serviço (NFS-e)</CardTitle>
        <CardDescription>
          Com o token do provedor de notas, a oficina emite a NFS-e dos serviços de uma OS faturada, e o
          número, o PDF e o XML ficam na própria OS. As peças não entram na nota de serviço.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {config.data ? (
          // Saving the first time or disconnecting changes what is required: the form starts over.
          <NfseConfigForm key={String(config.data.configurado)} view={config.data} />
        ) : config.isError ? (
          <ListError
            title="Erro ao carregar a configuração da nota fiscal"
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        ) : (
          <ConfigSkeleton linhas={5} />
        )}
      </CardContent>
    </Card>
  )
}
