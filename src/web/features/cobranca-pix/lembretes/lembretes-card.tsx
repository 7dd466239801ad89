import { ListError } from '../../../components/list/list-states'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { useLembretes } from '../api/get-lembretes'
import { ConfigSkeleton } from '../config/config-skeleton'
import { LembretesForm } from './lembretes-form'

/**
 * Configurações > Cobrança PIX > 'Lembretes de cobrança' (admin). A card of its own: reminders carry the
 * bank's PIX code when there is one, else the company's static PIX, so they need no bank connection.
 */
export function LembretesCard() {
  const lembretes = useLembretes()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lembretes de cobrança</CardTitle>
        <CardDescription>
          Avisos de pagamento aos clientes antes, no dia e depois do vencimento de cada parcela em aberto, com
          o PIX copia e cola. Funcionam mesmo sem o banco conectado: nesse caso vai o PIX estático da empresa.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {lembretes.data ? (
          <LembretesForm view={lembretes.data} />
        ) : lembretes.isError ? (
          <ListError
            title="Erro ao carregar os lembretes de cobrança"
            onRetry={() => void lembretes.refetch()}
            retrying={lembretes.isFetching}
          />
        ) : (
          <ConfigSkeleton linhas={3} />
        )}
      </CardContent>
    </Card>
  )
}
