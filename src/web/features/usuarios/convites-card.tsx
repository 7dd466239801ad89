import { format } from 'date-fns'
import { Link2, MailPlus, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import type { ConviteCriado, ConviteView } from '../../../shared/usuarios/convites.schemas'
import { convitesMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { ListError } from '../../components/list/list-states'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useCreateConvite } from './api/create-convite'
import { useConvites } from './api/get-convites'
import { useRevogarConvite } from './api/revogar-convite'
import { ConvidarDialog, ConviteCriadoDialog } from './convidar-dialog'
import { PerfilBadge } from './perfil-badge'

/** One pending invitation: a new link (only a hash of the old one is kept) or revoke. */
function ConvitePendente({
  convite,
  onNovoLink,
}: {
  convite: ConviteView
  onNovoLink: (c: ConviteCriado) => void
}) {
  const revogar = useRevogarConvite()
  const novoLink = useCreateConvite()
  const gerarLink = async () => {
    try {
      onNovoLink(await novoLink.mutateAsync({ email: convite.email, role: convite.role }))
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, m.erroConvidar) })
    }
  }
  const revogarConvite = async () => {
    try {
      await revogar.mutateAsync(convite.id)
      toast.success('Sucesso', { description: m.revogado })
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, m.erroRevogar) })
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="grid min-w-0 gap-1">
        <span className="text-sm font-medium break-all">{convite.email}</span>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <PerfilBadge role={convite.role} />
          Expira em {format(new Date(convite.expira_em), 'dd/MM/yyyy')}
        </span>
      </div>
      <div className="flex gap-1">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void gerarLink()}
          disabled={novoLink.isPending}
          aria-label={`Gerar novo link para ${convite.email}`}
        >
          {novoLink.isPending ? <Spinner label="" /> : <Link2 aria-hidden="true" />}
          Novo link
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-red-50"
          onClick={() => void revogarConvite()}
          disabled={revogar.isPending}
          aria-label={`Revogar convite de ${convite.email}`}
        >
          {revogar.isPending ? <Spinner label="" /> : <X aria-hidden="true" />}
          Revogar
        </Button>
      </div>
    </li>
  )
}

/** Invitations (DESIGN §3, §8b): invite by email with a profile; the pending ones with a new link or revoke. */
export function ConvitesCard() {
  const convites = useConvites()
  const [convidando, setConvidando] = useState(false)
  const [criado, setCriado] = useState<ConviteCriado | null>(null)

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Convites</CardTitle>
          <CardDescription>
            Convide por email: a pessoa escolhe nome e senha e entra com o perfil que você definir. O link
            vale 7 dias.
          </CardDescription>
        </div>
        <Button onClick={() => setConvidando(true)} className="w-full sm:w-auto">
          <MailPlus aria-hidden="true" />
          Convidar usuário
        </Button>
      </CardHeader>
      <CardContent>
        {convites.data ? (
          convites.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum convite pendente.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Convites pendentes">
              {convites.data.map((convite) => (
                <ConvitePendente key={convite.id} convite={convite} onNovoLink={setCriado} />
              ))}
            </ul>
          )
        ) : convites.isError ? (
          <ListError
            title={m.erroCarregar}
            onRetry={() => void convites.refetch()}
            retrying={convites.isFetching}
          />
        ) : (
          <div role="status" aria-label="Carregando" className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </CardContent>
      {convidando && <ConvidarDialog onClose={() => setConvidando(false)} />}
      {criado && <ConviteCriadoDialog criado={criado} onClose={() => setCriado(null)} />}
    </Card>
  )
}
