import { FileCheck2, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { NotaView } from '../../../../shared/fiscal/fiscal.schemas'
import type { OsView } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { SecaoDeDetalhe } from '../../../components/secao-de-detalhe'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { useCurrentMe } from '../../../lib/current-me'
import { useIsMobile } from '../../../lib/use-media-query'
import { useAtualizarNota } from '../api/nota-atualizar'
import { useNotasDaOs } from '../api/os-nfse-get'
import { CancelarNotaDialog } from './cancelar-nota-dialog'
import { CorrigirLinks, EmitirNotaDialog } from './emitir-nota-dialog'
import { NotaDetalhes, NotasAnteriores } from './nota-detalhes'

const TITULO = 'Nota fiscal (NFS-e)'

/**
 * The OS's NFS-e (issue 28), for whoever sees the fiscal module: its state and documents, 'Emitir NFS-e'
 * with the preview, 'Corrigir e reenviar' after a refusal, 'Atualizar' while processing and 'Cancelar
 * NFS-e'. It follows the note live (the 'fiscal' event) and, while processing, asks again now and then.
 */
export function OsNotaFiscal({ os }: { os: OsView }) {
  const me = useCurrentMe()
  const query = useNotasDaOs(os)
  const atualizar = useAtualizarNota()
  const [dialogo, setDialogo] = useState<'emitir' | 'reenviar' | 'cancelar' | null>(null)
  // On a phone the buttons go under the note, full width: beside the title they squeezed it.
  const isMobile = useIsMobile()

  if (query.isPending) {
    return (
      <SecaoDeDetalhe title={TITULO} icon={FileCheck2} className="print:hidden">
        <Skeleton className="h-16 w-full" />
      </SecaoDeDetalhe>
    )
  }
  if (query.isError) {
    return (
      <SecaoDeDetalhe title={TITULO} icon={FileCheck2} className="print:hidden">
        <p className="text-sm text-muted-foreground">Não foi possível carregar a nota fiscal desta OS.</p>
      </SecaoDeDetalhe>
    )
  }

  const dados = query.data
  const atual = dados.atual
  const podeCriar = can(me, 'fiscal', 'create')
  const podeCancelar = can(me, 'fiscal', 'delete') && atual?.situacao === 'autorizada'
  const podeEmitir = podeCriar && dados.pode_emitir && atual?.situacao !== 'erro'
  // After a refusal, 'Corrigir e reenviar' is offered even while something is still wrong: the dialog
  // says what and where to fix it.
  const podeReenviar = podeCriar && dados.configurado && atual?.situacao === 'erro'
  const abrir = (qual: 'emitir' | 'reenviar') => {
    // What may be issued depends on the customer and services, which may have just been fixed.
    void query.refetch()
    setDialogo(qual)
  }

  const acoes = (
    <div className={isMobile ? 'grid gap-2 empty:hidden' : 'flex flex-wrap justify-end gap-2'}>
      {atual?.situacao === 'processando' && (
        <AtualizarButton
          nota={atual}
          pending={atualizar.isPending}
          onClick={() => atualizar.mutate(atual.id)}
        />
      )}
      {podeEmitir && (
        <Button className="h-11 md:h-9" onClick={() => abrir('emitir')}>
          <FileCheck2 aria-hidden="true" />
          Emitir NFS-e
        </Button>
      )}
      {podeReenviar && (
        <Button className="h-11 md:h-9" onClick={() => abrir('reenviar')}>
          Corrigir e reenviar
        </Button>
      )}
      {podeCancelar && (
        <Button
          variant="outline"
          className="h-11 text-destructive hover:bg-red-50 md:h-9"
          onClick={() => setDialogo('cancelar')}
        >
          Cancelar NFS-e
        </Button>
      )}
    </div>
  )

  return (
    <section aria-label={TITULO} className="min-w-0 print:hidden">
      <SecaoDeDetalhe title={TITULO} icon={FileCheck2} actions={isMobile ? undefined : acoes}>
        <div className="grid gap-3">
          {atual && <NotaDetalhes nota={atual} timeZone={me.empresa.fuso_horario} />}
          {atual?.situacao === 'erro' && podeCriar && <CorrigirLinks os={os} />}
          {!dados.configurado ? (
            <NaoConfigurado admin={me.role === 'admin'} />
          ) : (
            !atual && dados.motivo && <p className="text-sm text-muted-foreground">{dados.motivo}</p>
          )}
          {!atual && dados.configurado && dados.pode_emitir && (
            <p className="text-sm text-muted-foreground">
              Esta OS ainda não tem nota fiscal.
              {dados.emitir_ao_faturar ? '' : ' Emita a NFS-e dos serviços quando quiser.'}
            </p>
          )}
          {isMobile && acoes}
          <NotasAnteriores notas={dados.anteriores} timeZone={me.empresa.fuso_horario} />
        </div>

        {(dialogo === 'emitir' || dialogo === 'reenviar') && (
          <EmitirNotaDialog
            os={os}
            dados={dados}
            reenviar={dialogo === 'reenviar'}
            onClose={() => setDialogo(null)}
          />
        )}
        {dialogo === 'cancelar' && atual && (
          <CancelarNotaDialog nota={atual} onClose={() => setDialogo(null)} />
        )}
      </SecaoDeDetalhe>
    </section>
  )
}

function AtualizarButton({
  nota,
  pending,
  onClick,
}: {
  nota: NotaView
  pending: boolean
  onClick: () => void
}) {
  return (
    <Button
      variant="outline"
      className="h-11 md:h-9"
      onClick={onClick}
      disabled={pending}
      data-nota={nota.id}
    >
      {pending ? <Spinner label="" /> : <RefreshCw aria-hidden="true" />}
      Atualizar
    </Button>
  )
}

/** Without settings: the admin gets the way there, anyone else whom to ask. */
function NaoConfigurado({ admin }: { admin: boolean }) {
  return admin ? (
    <p className="text-sm text-muted-foreground">
      A nota fiscal ainda não foi configurada.{' '}
      <Link
        to="/configuracoes?aba=nota-fiscal"
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        Configurar em Configurações › Nota fiscal
      </Link>
    </p>
  ) : (
    <p className="text-sm text-muted-foreground">Peça ao administrador para configurar a nota fiscal.</p>
  )
}
