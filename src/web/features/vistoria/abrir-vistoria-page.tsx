import { ClipboardCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { can } from '../../../shared/permissoes/permissoes'
import { type VistoriaTipo, vistoriaTipoLabels, vistoriaTipos } from '../../../shared/vistoria/vistoria'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import { Button } from '../../components/ui/button'
import { useCurrentMe } from '../../lib/current-me'
import { usePageTitle } from '../../lib/use-page-title'
import { useVistoriasDaOs } from './api/get-vistorias-da-os'
import { VistoriaErro, VistoriaSkeleton } from './components/vistoria-estados'
import { useIniciarVistoria } from './lib/use-iniciar-vistoria'

/**
 * /os/:id/vistoria/:tipo: where the board's card and 'Meus serviços' point. Opens the OS's current
 * inspection of that kind, or offers to start it.
 */
export function AbrirVistoriaPage() {
  const { id = '', tipo = '' } = useParams()
  const valido = (vistoriaTipos as readonly string[]).includes(tipo)
  usePageTitle(valido ? vistoriaTipoLabels[tipo as VistoriaTipo] : 'Vistoria')
  const lista = useVistoriasDaOs(id)
  if (!valido) return <VistoriaErro mensagem={m.tipoInvalido} />
  if (lista.isPending) return <VistoriaSkeleton />
  if (lista.isError)
    return (
      <VistoriaErro
        mensagem={m.osNaoEncontrada}
        onRetry={() => void lista.refetch()}
        retrying={lista.isFetching}
      />
    )
  const atual = lista.data.find((v) => v.tipo === tipo && v.situacao !== 'substituida')
  if (atual) return <Navigate to={`/vistorias/${atual.id}`} replace />
  return <Iniciar osId={id} tipo={tipo as VistoriaTipo} />
}

function Iniciar({ osId, tipo }: { osId: string; tipo: VistoriaTipo }) {
  const me = useCurrentMe()
  const navigate = useNavigate()
  const iniciar = useIniciarVistoria(osId)
  useEffect(() => {
    if (iniciar.data) navigate(`/vistorias/${iniciar.data}`, { replace: true })
  }, [iniciar.data, navigate])
  if (!can(me, 'os', 'edit')) return <VistoriaErro mensagem="Esta OS ainda não tem esta vistoria." />
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <ClipboardCheck className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium text-base">{`Esta OS ainda não tem a ${vistoriaTipoLabels[tipo].toLowerCase()}.`}</p>
      <Button size="lg" disabled={iniciar.isPending} onClick={() => iniciar.mutate(tipo)}>
        {iniciar.isPending ? 'Iniciando…' : `Iniciar ${vistoriaTipoLabels[tipo].toLowerCase()}`}
      </Button>
    </div>
  )
}
