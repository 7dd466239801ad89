import { format } from 'date-fns'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import type { EmailEmpresaView } from '../../../shared/email/emails-empresa.schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useEmailsEmpresa } from './api/get-emails-empresa'

const statusLabel: Record<EmailEmpresaView['status'], string> = {
  enviado: 'Enviado',
  erro: 'Falhou',
  pendente: 'Pendente',
}
const statusVariant = { enviado: 'success', erro: 'destructive', pendente: 'outline' } as const
const tipoLabel: Record<EmailEmpresaView['tipo'], string> = {
  os: 'Documento da OS',
  convite: 'Convite',
  lembrete: 'Lembrete de cobrança',
  agendamento: 'Agendamento',
}

function EmailLinha({ email }: { email: EmailEmpresaView }) {
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-3">
      <span className="text-xs text-muted-foreground sm:text-sm">
        {format(new Date(email.criado_em), 'dd/MM/yyyy HH:mm')}
      </span>
      <div className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium break-all">{email.para}</span>
        <span className="text-sm break-words text-muted-foreground">
          {email.assunto} · {tipoLabel[email.tipo]}
        </span>
      </div>
      <Badge variant={statusVariant[email.status]} className="w-fit">
        {statusLabel[email.status]}
      </Badge>
    </li>
  )
}

/**
 * Configurações > Emails (admin): what the company sent to customers and invitees, when, to whom and
 * whether it left (issue 22 item 1), with the limits that apply.
 */
export function EmailsTab() {
  const [page, setPage] = useState(1)
  const { data, isPending, isError, refetch } = useEmailsEmpresa(page)
  const paginas = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <Card>
      <CardHeader>
        <CardTitle>Emails enviados</CardTitle>
        <CardDescription>
          {data
            ? `Documentos e convites enviados pela empresa. Limite: ${data.limites.por_hora} emails por hora e ${data.limites.por_dia} por dia.`
            : 'Documentos e convites enviados pela empresa.'}
          {data && !data.smtp && ' Este servidor não envia emails: eles ficam registrados como pendentes.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <div role="alert" className="grid gap-3 text-sm">
            <p>Não foi possível carregar os emails.</p>
            <Button variant="outline" className="w-fit" onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : isPending ? (
          <div className="grid gap-2" role="status" aria-label="Carregando emails">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum email enviado ainda.</p>
        ) : (
          <>
            <ul className="divide-y" aria-label="Emails enviados">
              {data.items.map((email) => (
                <EmailLinha key={email.id} email={email} />
              ))}
            </ul>
            {paginas > 1 && (
              <nav className="flex items-center justify-between gap-2 pt-3" aria-label="Páginas">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <ChevronLeft aria-hidden="true" />
                  Anterior
                </Button>
                <span className="text-sm text-muted-foreground">
                  Página {page} de {paginas}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= paginas}
                  onClick={() => setPage(page + 1)}
                >
                  Próxima
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
