import { ArrowLeft, History } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { formatDateTime } from '../../../shared/formatos/data'
import { can } from '../../../shared/permissoes/permissoes'
import { vistoriaSituacaoLabels, vistoriaTipoLabels } from '../../../shared/vistoria/vistoria'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type { VistoriaView } from '../../../shared/vistoria/vistoria.schemas'
import { PageHeader } from '../../components/page-header'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-client'
import { useCurrentMe } from '../../lib/current-me'
import { atualizarVistoria } from './api/atualizar-vistoria'
import { corrigirVistoria } from './api/corrigir-vistoria'
import { useVistoria } from './api/get-vistoria'
import { TermoAcoes } from './components/termo-acoes'
import { VistoriaAssinatura } from './components/vistoria-assinatura'
import { VistoriaDados } from './components/vistoria-dados'
import { VistoriaErro, VistoriaSkeleton } from './components/vistoria-estados'
import { VistoriaMarcas } from './components/vistoria-marcas'
import { useSalvarVistoria } from './lib/use-salvar-vistoria'

/** /vistorias/:id (issue 26): one inspection, filled in on a phone at 375 px or a desktop, then signed. */
export function VistoriaPage() {
  const { id = '' } = useParams()
  const query = useVistoria(id)
  if (query.isPending) return <VistoriaSkeleton />
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0
    if (status === 404 || status === 400) return <VistoriaErro mensagem={m.naoEncontrada} />
    return (
      <VistoriaErro
        mensagem={m.erroCarregar}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  // A new version or a refetch after signing remounts the forms with the saved data.
  return <Vistoria key={`${query.data.id}:${query.data.situacao}`} vistoria={query.data} />
}

function Vistoria({ vistoria: v }: { vistoria: VistoriaView }) {
  const me = useCurrentMe()
  const navigate = useNavigate()
  const podeEditar = can(me, 'os', 'edit')
  const editavel = podeEditar && v.situacao === 'rascunho'
  const [pendente, setPendente] = useState(false)
  const salvarDados = useSalvarVistoria(
    (dados: Parameters<typeof atualizarVistoria>[1]) => atualizarVistoria(v.id, dados),
    'Erro ao salvar a vistoria',
  )
  const corrigir = useSalvarVistoria(() => corrigirVistoria(v.id), 'Erro ao criar a correção')

  const titulo = `${vistoriaTipoLabels[v.tipo]}${v.versao > 1 ? ` (versão ${v.versao})` : ''}`
  const veiculo = v.veiculo ? `${v.veiculo.descricao} · ${v.veiculo.placa}` : 'Sem veículo'
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        to={`/os/${v.os_id}`}
        className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> OS {v.numero_os}
      </Link>
      <PageHeader
        title={titulo}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{`${v.cliente_nome ?? 'Sem cliente'} · ${veiculo}`}</span>
            <Badge
              variant={
                v.situacao === 'assinada' ? 'success' : v.situacao === 'rascunho' ? 'warning' : 'secondary'
              }
            >
              {vistoriaSituacaoLabels[v.situacao]}
            </Badge>
          </span>
        }
        actions={<TermoAcoes vistoria={v} podeEnviar={podeEditar} />}
      />
      {v.situacao === 'substituida' && (
        <p role="note" className="rounded-lg border bg-muted p-3 text-sm">
          Esta versão foi substituída por uma correção e fica guardada como foi assinada.
        </p>
      )}
      <VistoriaMarcas vistoria={v} editavel={editavel} />
      <VistoriaDados
        vistoria={v}
        editavel={editavel}
        salvando={salvarDados.isPending}
        onSalvar={(dados) => salvarDados.mutate(dados)}
        onAlterado={setPendente}
      />
      <VistoriaAssinatura vistoria={v} editavel={editavel} pendente={pendente} />
      {podeEditar && v.situacao === 'assinada' && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={corrigir.isPending}
          onClick={() =>
            corrigir.mutate(undefined, {
              onSuccess: (nova) => navigate(`/vistorias/${nova.id}`, { replace: true }),
            })
          }
        >
          Corrigir (nova versão)
        </Button>
      )}
      {v.versoes.length > 1 && (
        <section aria-label="Versões" className="grid gap-1 text-sm">
          <h2 className="flex items-center gap-2 font-medium">
            <History className="size-4" aria-hidden="true" /> Versões
          </h2>
          {v.versoes.map((x) => (
            <Link
              key={x.id}
              to={`/vistorias/${x.id}`}
              className={x.id === v.id ? 'font-medium' : 'hover:underline'}
            >
              {`Versão ${x.versao} · ${vistoriaSituacaoLabels[x.situacao]}`}
              {x.assinado_em
                ? ` · assinada em ${formatDateTime(x.assinado_em, me.empresa.fuso_horario)}`
                : ''}
            </Link>
          ))}
        </section>
      )}
    </div>
  )
}
