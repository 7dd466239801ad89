import { enderecoMessages as m } from '../../../shared/sistema/endereco'
import { ListError } from '../../components/list/list-states'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { useEnderecoLinks } from './api/get-endereco-links'

/** Which address the quote links sent to customers use, whether a customer's phone can open it, and how to change it. */
export function EnderecoLinksCard() {
  const endereco = useEnderecoLinks()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Endereço dos links</CardTitle>
        <CardDescription>
          Usado nos links enviados aos clientes: WhatsApp, email e Link do orçamento.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {endereco.data ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor="endereco-links">Endereço dos links</Label>
              <Input id="endereco-links" readOnly value={endereco.data.url} className="font-mono" />
            </div>
            {endereco.data.alcance === 'maquina' ? (
              <p role="alert" className="font-medium text-destructive">
                {m.maquina}
              </p>
            ) : endereco.data.alcance === 'rede' ? (
              <p>{m.rede}</p>
            ) : null}
            <p className="text-muted-foreground">
              {endereco.data.configurado
                ? 'Definido pela variável BASE_URL.'
                : 'Escolhido automaticamente: é o endereço deste computador na rede.'}{' '}
              {(!endereco.data.configurado || endereco.data.alcance === 'maquina') && m.comoDefinir}
            </p>
          </>
        ) : endereco.isError ? (
          <ListError
            title="Não foi possível carregar o endereço dos links."
            onRetry={() => void endereco.refetch()}
            retrying={endereco.isFetching}
          />
        ) : (
          <div role="status" aria-label="Carregando">
            <Skeleton className="h-10" />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
