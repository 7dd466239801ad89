import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import {
  recusarSolicitacaoInput,
  type SolicitacaoView,
  STATUS_SOLICITACAO,
  type StatusSolicitacao,
  statusSolicitacaoLabels,
  tipoSolicitacaoLabels,
} from '../../../shared/titular/titular.schemas'
import { FormDialog } from '../../components/form/form-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FormField } from '../../components/ui/form-field'
import { Skeleton } from '../../components/ui/skeleton'
import { Textarea } from '../../components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group'
import { errorMessage } from '../../lib/api-client'
import { useResponderSolicitacao } from './api/responder-solicitacao'
import { useSolicitacoes } from './api/solicitacoes'
import { ListaDeSolicitacoes } from './components/lista-de-solicitacoes'

type Filtro = StatusSolicitacao | 'todas'

/** Configurações → Privacidade: the customers' LGPD requests, their 15-day deadline and the answers. */
export function SolicitacoesTitular() {
  const [filtro, setFiltro] = useState<Filtro>('aberta')
  const query = useSolicitacoes(filtro === 'todas' ? undefined : filtro)
  const [respondendo, setRespondendo] = useState<{ s: SolicitacaoView; acao: 'concluir' | 'recusar' } | null>(
    null,
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>Solicitações de titulares (LGPD)</CardTitle>
        <CardDescription>
          Pedidos de clientes para exportar, corrigir ou excluir seus dados, feitos pelo link do orçamento ou
          no balcão. Prazo legal: 15 dias.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ToggleGroup
          type="single"
          value={filtro}
          onValueChange={(v) => v && setFiltro(v as Filtro)}
          aria-label="Situação"
          className="flex-wrap"
        >
          {STATUS_SOLICITACAO.map((st) => (
            <ToggleGroupItem key={st} value={st}>
              {statusSolicitacaoLabels[st]}s
            </ToggleGroupItem>
          ))}
          <ToggleGroupItem value="todas">Todas</ToggleGroupItem>
        </ToggleGroup>
        {query.isPending && <Skeleton className="h-24 w-full" />}
        {query.isError && (
          <p className="text-sm text-destructive">
            {errorMessage(query.error, 'Não foi possível carregar as solicitações.')}
          </p>
        )}
        {query.data && query.data.itens.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {filtro === 'todas'
              ? 'Nenhuma solicitação.'
              : `Nenhuma solicitação ${statusSolicitacaoLabels[filtro].toLowerCase()}.`}
          </p>
        )}
        {query.data && query.data.itens.length > 0 && (
          <ListaDeSolicitacoes
            itens={query.data.itens}
            fuso={query.data.fuso_horario}
            acoes={(s) => (
              <>
                <Button size="sm" className="h-11" onClick={() => setRespondendo({ s, acao: 'concluir' })}>
                  Concluir
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="h-11"
                  onClick={() => setRespondendo({ s, acao: 'recusar' })}
                >
                  Recusar
                </Button>
              </>
            )}
          />
        )}
      </CardContent>
      {respondendo && (
        <ResponderDialog s={respondendo.s} acao={respondendo.acao} onClose={() => setRespondendo(null)} />
      )}
    </Card>
  )
}

function ResponderDialog({
  s,
  acao,
  onClose,
}: {
  s: SolicitacaoView
  acao: 'concluir' | 'recusar'
  onClose: () => void
}) {
  const responder = useResponderSolicitacao()
  const [resposta, setResposta] = useState('')
  const [erro, setErro] = useState<string | undefined>()
  const enviar = (e: FormEvent) => {
    e.preventDefault()
    if (acao === 'recusar') {
      const parsed = recusarSolicitacaoInput.safeParse({ resposta })
      if (!parsed.success) return setErro(parsed.error.issues[0]?.message)
    }
    setErro(undefined)
    responder.mutate(
      { id: s.id, acao, resposta },
      {
        onSuccess: () => {
          toast.success(acao === 'concluir' ? 'Solicitação concluída' : 'Solicitação recusada')
          onClose()
        },
        onError: (error) =>
          toast.error('Erro', {
            description: errorMessage(error, 'Não foi possível salvar. Tente novamente.'),
          }),
      },
    )
  }
  return (
    <FormDialog
      title={`${acao === 'concluir' ? 'Concluir' : 'Recusar'} “${tipoSolicitacaoLabels[s.tipo]}” de ${s.cliente_nome}`}
      description={
        acao === 'concluir'
          ? 'Registre o que foi feito (por exemplo: arquivo enviado por e-mail, cliente anonimizado).'
          : 'Explique ao titular por que o pedido não pode ser atendido.'
      }
      onClose={onClose}
      onSubmit={enviar}
      saving={responder.isPending}
      submitLabel={acao === 'concluir' ? 'Concluir' : 'Recusar'}
      cancelLabel="Voltar"
      destructive={acao === 'recusar'}
    >
      <FormField label="Resposta" required={acao === 'recusar'} error={erro}>
        <Textarea value={resposta} onChange={(e) => setResposta(e.target.value)} rows={3} maxLength={1000} />
      </FormField>
    </FormDialog>
  )
}
