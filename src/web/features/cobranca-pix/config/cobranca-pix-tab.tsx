import { ListError } from '../../../components/list/list-states'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { useEmpresa } from '../../empresa/api/get-empresa'
import { useCobrancaPixConfig } from '../api/get-cobranca-pix-config'
import { LembretesCard } from '../lembretes/lembretes-card'
import { CobrancaPixForm } from './cobranca-pix-form'
import { ConfigSkeleton } from './config-skeleton'

/**
 * Configurações > Cobrança PIX (admin, issue 24): the shop's bank API Pix, so each instalment becomes a
 * charge with due date, fine and interest, and a paid one settles its title by itself; below it, the
 * payment reminders, which work with or without the bank.
 */
export function CobrancaPixTab() {
  return (
    <div className="grid gap-6">
      <BancoCard />
      <LembretesCard />
    </div>
  )
}

/** The bank's API Pix: its settings form once they are read (and the company's key, for a first setup). */
function BancoCard() {
  const config = useCobrancaPixConfig()
  // Only to suggest the company's key on a first setup: without it the form still opens.
  const empresa = useEmpresa()
  const pronto = config.data && (empresa.data || empresa.isError)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cobrança PIX</CardTitle>
        <CardDescription>
          Conectando a API Pix do banco da oficina, cada parcela vira uma cobrança PIX registrada no banco,
          com vencimento, multa e juros, e os títulos pagos são baixados sozinhos. Sem ela, o PIX estático da
          empresa continua funcionando normalmente.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {config.data && pronto ? (
          // Saving the first time or disconnecting changes what is required: the form starts over.
          <CobrancaPixForm
            key={String(config.data.configurado)}
            view={config.data}
            chaveDaEmpresa={empresa.data?.pix_chave ?? null}
          />
        ) : config.isError ? (
          <ListError
            title="Erro ao carregar a cobrança PIX"
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        ) : (
          <ConfigSkeleton />
        )}
      </CardContent>
    </Card>
  )
}
