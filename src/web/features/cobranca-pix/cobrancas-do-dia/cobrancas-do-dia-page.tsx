import { ArrowLeft, BellOff } from 'lucide-react'
import { Link } from 'react-router'
import { formatDate } from '../../../../shared/formatos/data'
import { can } from '../../../../shared/permissoes/permissoes'
import { ListEmpty, ListError, ListSkeleton } from '../../../components/list/list-states'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { useCurrentMe } from '../../../lib/current-me'
import { useIsMobile } from '../../../lib/use-media-query'
import { useCobrancasDoDia } from '../api/get-cobrancas-do-dia'
import { CobrancasDoDiaCards } from './cobrancas-do-dia-cards'
import { CobrancasDoDiaTabela } from './cobrancas-do-dia-tabela'
import { EnviarLembretesEmail } from './enviar-lembretes-email'

/** No reminder today: for the admin, where they are set up (they may still be off). */
function SemCobrancas({ admin }: { admin: boolean }) {
  return (
    <ListEmpty
      icon={BellOff}
      title="Nenhuma cobrança para hoje"
      description="Os lembretes de pagamento do dia aparecem aqui: antes, no dia e depois do vencimento das parcelas em aberto."
      action={
        admin && (
          <Link
            to="/configuracoes?aba=cobranca-pix"
            className="text-sm font-medium text-primary hover:underline"
          >
            Configure os lembretes em Configurações &gt; Cobrança PIX
          </Link>
        )
      }
    />
  )
}

/** The list's four states (UI.md); on phones the cards stand on their own, elsewhere all sit in a card. */
function Conteudo({
  lista,
  admin,
  fuso,
}: {
  lista: ReturnType<typeof useCobrancasDoDia>
  admin: boolean
  fuso: string
}) {
  const isMobile = useIsMobile()
  const data = lista.data
  if (data && data.items.length > 0 && isMobile) return <CobrancasDoDiaCards rows={data.items} fuso={fuso} />
  return (
    <Card className="overflow-hidden">
      {lista.isPending ? (
        <ListSkeleton cards={isMobile} columns={7} />
      ) : !data ? (
        <ListError
          title="Erro ao carregar as cobranças do dia"
          onRetry={() => void lista.refetch()}
          retrying={lista.isFetching}
        />
      ) : data.items.length === 0 ? (
        <SemCobrancas admin={admin} />
      ) : (
        <CobrancasDoDiaTabela rows={data.items} fuso={fuso} />
      )}
    </Card>
  )
}

/**
 * /financeiro/cobrancas-do-dia (issue 24): today's payment reminders, one WhatsApp tap each, and the
 * day's emails sent on demand. A day's reminders are few, so the list is not paged.
 */
export function CobrancasDoDiaPage() {
  const me = useCurrentMe()
  const lista = useCobrancasDoDia()
  const hoje = lista.data ? `, ${formatDate(lista.data.hoje)}` : ''
  return (
    <>
      <PageHeader
        title="Cobranças do dia"
        description={`Lembretes de pagamento de hoje${hoje}: envie cada um pelo WhatsApp.`}
        actions={
          <>
            <Button variant="ghost" asChild className="h-11 md:h-10">
              <Link to="/contas-receber">
                <ArrowLeft aria-hidden="true" />
                Contas a Receber
              </Link>
            </Button>
            {can(me, 'contas_receber', 'edit') && <EnviarLembretesEmail />}
          </>
        }
      />
      <div aria-busy={lista.isFetching}>
        <Conteudo lista={lista} admin={me.role === 'admin'} fuso={me.empresa.fuso_horario} />
      </div>
    </>
  )
}
