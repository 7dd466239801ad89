import { Download, Pencil, ShieldCheck, UserX } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatDate } from '../../../shared/formatos/data'
import { can } from '../../../shared/permissoes/permissoes'
import { SecaoDeDetalhe } from '../../components/secao-de-detalhe'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useCurrentMe } from '../../lib/current-me'
import { exportarDadosDoCliente } from './api/exportar-dados'
import { usePrivacidadeCliente } from './api/privacidade-cliente'
import { AnonimizarDialog } from './components/anonimizar-dialog'
import { ListaDeSolicitacoes } from './components/lista-de-solicitacoes'
import { RegistrarSolicitacaoDialog } from './components/registrar-solicitacao-dialog'

/**
 * The customer page's 'Privacidade (LGPD)' card: the data-subject rights in two clicks. Export: admin and
 * gerente; anonymise: admin (irreversible); correct: the normal edit (audited like any change); requests
 * made at the counter: whoever edits the registers.
 */
export function PrivacidadeDoCliente({
  clienteId,
  nome,
  onCorrigir,
}: {
  clienteId: string
  nome: string
  onCorrigir: () => void
}) {
  const me = useCurrentMe()
  const query = usePrivacidadeCliente(clienteId)
  const [dialogo, setDialogo] = useState<'anonimizar' | 'solicitacao' | null>(null)
  const [exportando, setExportando] = useState(false)
  const editar = can(me, 'cadastros', 'edit')
  const exporta = me.role === 'admin' || me.role === 'gerente'
  const anonimizado = query.data?.anonimizado_em ?? null

  const exportar = async () => {
    setExportando(true)
    try {
      const nomeArquivo = await exportarDadosDoCliente(clienteId)
      toast.success('Arquivo gerado', { description: `${nomeArquivo} foi baixado.` })
    } catch (error) {
      toast.error('Erro', {
        description: errorMessage(error, 'Não foi possível gerar o arquivo. Tente novamente.'),
      })
    } finally {
      setExportando(false)
    }
  }

  return (
    <SecaoDeDetalhe title="Privacidade (LGPD)" icon={ShieldCheck}>
      <div className="grid gap-3">
        {anonimizado && (
          <div>
            <Badge variant="secondary" data-testid="badge-anonimizado">
              Anonimizado em {formatDate(anonimizado, me.empresa.fuso_horario)}
            </Badge>
            <p className="mt-2 text-sm text-muted-foreground">
              Os dados pessoais foram removidos. OS, valores, títulos e notas fiscais continuam guardados pelo
              prazo legal (5 anos). O cadastro não pode mais ser editado.
            </p>
          </div>
        )}
        {query.isError && (
          <p className="text-sm text-destructive">Não foi possível carregar a privacidade deste cliente.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {exporta && (
            <Button variant="outline" className="h-11" onClick={exportar} disabled={exportando}>
              {exportando ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
              {exportando ? 'Gerando arquivo…' : 'Exportar dados'}
            </Button>
          )}
          {editar && !anonimizado && query.isSuccess && (
            <Button variant="outline" className="h-11" onClick={onCorrigir}>
              <Pencil className="size-4" aria-hidden="true" />
              Corrigir
            </Button>
          )}
          {editar && (
            <Button variant="outline" className="h-11" onClick={() => setDialogo('solicitacao')}>
              Registrar solicitação
            </Button>
          )}
          {me.role === 'admin' && !anonimizado && query.isSuccess && (
            <Button variant="destructive" className="h-11" onClick={() => setDialogo('anonimizar')}>
              <UserX className="size-4" aria-hidden="true" />
              Anonimizar
            </Button>
          )}
        </div>
        {query.data && query.data.solicitacoes.length > 0 && (
          <ListaDeSolicitacoes itens={query.data.solicitacoes} fuso={query.data.fuso_horario} compacta />
        )}
      </div>
      {dialogo === 'anonimizar' && (
        <AnonimizarDialog clienteId={clienteId} nome={nome} onClose={() => setDialogo(null)} />
      )}
      {dialogo === 'solicitacao' && (
        <RegistrarSolicitacaoDialog clienteId={clienteId} onClose={() => setDialogo(null)} />
      )}
    </SecaoDeDetalhe>
  )
}
