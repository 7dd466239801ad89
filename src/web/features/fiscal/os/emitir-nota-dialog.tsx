import { AlertTriangle } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { NotaView } from '../../../../shared/fiscal/fiscal.schemas'
import type { OsView } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { useEmitirNotaDaOs } from '../api/os-nfse-emitir'
import type { NotasDaOs } from '../api/os-nfse-get'
import { NotaPrevia } from './nota-previa'

/** Where the shop fixes what a note was refused for: the customer, the services, the fiscal settings. */
export function CorrigirLinks({ os }: { os: Pick<OsView, 'cliente'> }) {
  const me = useCurrentMe()
  const links = [
    os.cliente && can(me, 'cadastros') && { to: `/cadastros/clientes/${os.cliente.id}`, label: 'Cliente' },
    can(me, 'cadastros') && { to: '/cadastros/servicos', label: 'Serviços' },
    me.role === 'admin' && { to: '/configuracoes?aba=nota-fiscal', label: 'Configurações › Nota fiscal' },
  ].filter((l): l is { to: string; label: string } => Boolean(l))
  if (links.length === 0) return null
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Corrija em: </span>
      {links.map((l, i) => (
        <span key={l.to}>
          {i > 0 && ' · '}
          <Link to={l.to} className="font-medium text-primary underline-offset-2 hover:underline">
            {l.label}
          </Link>
        </span>
      ))}
    </p>
  )
}

const avisoDe = (nota: NotaView) =>
  nota.situacao === 'autorizada'
    ? toast.success('NFS-e autorizada', { description: `Nota nº ${nota.numero ?? ''}` })
    : nota.situacao === 'erro'
      ? toast.error('NFS-e recusada', { description: nota.mensagem ?? undefined })
      : toast.success('NFS-e enviada', { description: 'Aguardando a autorização da prefeitura.' })

/**
 * 'Emitir NFS-e' (or 'Corrigir e reenviar' after a refusal): the note as it will be issued, then one
 * request. While it goes the button shows progress and ignores further clicks; the server also answers a
 * second request with the same note, so a double click never issues two.
 */
export function EmitirNotaDialog({
  os,
  dados,
  reenviar,
  onClose,
}: {
  os: OsView
  dados: NotasDaOs
  reenviar: boolean
  onClose: () => void
}) {
  const mutation = useEmitirNotaDaOs(os.id)
  const pending = mutation.isPending
  // Two clicks in the same frame both see `pending` false: the ref holds the one request in flight.
  const enviando = useRef(false)
  const previa = dados.previa
  const problemas = previa?.problemas ?? []

  const emitir = async () => {
    if (enviando.current || !dados.pode_emitir) return
    enviando.current = true
    try {
      avisoDe(await mutation.mutateAsync())
      onClose()
    } catch {
      // The message stays in the dialog (below), with what to fix.
    } finally {
      enviando.current = false
    }
  }

  return (
    <Dialog open onOpenChange={(aberto) => !aberto && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{reenviar ? 'Corrigir e reenviar NFS-e' : 'Emitir NFS-e'}</DialogTitle>
          <DialogDescription>
            {reenviar
              ? `A nota anterior da ${os.numero_os} foi recusada. Corrija os dados e reenvie: será uma nova tentativa.`
              : `Nota fiscal de serviço da ${os.numero_os}. Confira antes de emitir: a nota vai para a prefeitura.`}
          </DialogDescription>
        </DialogHeader>

        {reenviar && dados.atual?.mensagem && (
          <div role="note" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-medium">Motivo da recusa</p>
            <p className="mt-0.5 break-words">{dados.atual.mensagem}</p>
          </div>
        )}

        {previa && <NotaPrevia previa={previa} cliente={os.cliente} />}

        {problemas.length > 0 && (
          <div role="alert" className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
            <p className="flex items-center gap-2 font-medium text-amber-900">
              <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
              Corrija antes de emitir
            </p>
            <ul className="list-disc pl-5 text-amber-900">
              {problemas.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {(reenviar || problemas.length > 0) && <CorrigirLinks os={os} />}

        {mutation.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(mutation.error, 'Não foi possível emitir a NFS-e. Tente novamente.')}
          </p>
        )}

        <DialogFooter>
          <Button variant="outline" className="h-11 md:h-10" onClick={onClose} disabled={pending}>
            Voltar
          </Button>
          <Button
            className="h-11 md:h-10"
            onClick={() => void emitir()}
            disabled={pending || !dados.pode_emitir}
            aria-busy={pending}
          >
            {pending && <Spinner label="" />}
            {pending ? 'Emitindo…' : reenviar ? 'Reenviar' : 'Emitir'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
