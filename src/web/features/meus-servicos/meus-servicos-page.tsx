import { ClipboardCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { ListEmpty, ListError, ListSkeleton } from '../../components/list/list-states'
import { PageHeader } from '../../components/page-header'
import { Card } from '../../components/ui/card'
import { useMeusServicos } from './api/get-meus-servicos'
import { ServicoCartao } from './components/servico-cartao'

/**
 * /meus-servicos (issue 25): where a technician lands on the phone. Their OS ready to start, in
 * execution or waiting for a part, each with one big button for the next move, photos and the report;
 * no prices anywhere.
 */
export function MeusServicosPage() {
  const servicos = useMeusServicos()
  const data = servicos.data

  let conteudo: ReactNode
  if (data && data.servicos.length > 0) {
    conteudo = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.servicos.map((s) => (
          <ServicoCartao key={s.id} servico={s} />
        ))}
      </div>
    )
  } else if (data) {
    conteudo = (
      <Card>
        <ListEmpty
          icon={ClipboardCheck}
          title="Nenhum serviço seu em andamento"
          description={
            data.vinculado
              ? 'As OS aprovadas, em execução ou aguardando peça em que você é o técnico aparecem aqui.'
              : 'Seu usuário não está ligado a nenhum técnico: peça ao administrador para escolhê-lo em Cadastros › Técnicos › Usuário do sistema.'
          }
        />
      </Card>
    )
  } else if (servicos.isError) {
    conteudo = (
      <Card>
        <ListError
          title="Erro ao carregar seus serviços"
          onRetry={() => void servicos.refetch()}
          retrying={servicos.isFetching}
        />
      </Card>
    )
  } else conteudo = <ListSkeleton cards columns={1} />

  return (
    <div className="min-w-0">
      <PageHeader title="Meus serviços" description="Suas OS para executar agora." />
      {conteudo}
    </div>
  )
}
