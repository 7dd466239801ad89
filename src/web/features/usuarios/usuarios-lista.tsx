import { formatTelefone } from '../../../shared/formatos/exibir'
import type { UsuarioView } from '../../../shared/usuarios/usuarios.schemas'
import { Card } from '../../components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table'
import { useIsMobile } from '../../lib/use-media-query'
import { CoroaFundador, PerfilBadge, StatusBadge } from './perfil-badge'
import { type UsuarioAcoes, UsuarioAcoesBotoes } from './usuario-acoes'

const dash = <span className="text-muted-foreground">—</span>

function Nome({ usuario }: { usuario: UsuarioView }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="break-words">{usuario.nome_completo}</span>
      {usuario.fundador && usuario.role === 'admin' && <CoroaFundador />}
    </span>
  )
}

const telefone = (u: UsuarioView) =>
  u.telefone ? <span className="whitespace-nowrap">{formatTelefone(u.telefone)}</span> : dash

/** The users: a table on desktop, one card per user on phones (UI.md "Phone first"). */
export function UsuariosLista({ usuarios, acoes }: { usuarios: UsuarioView[]; acoes: UsuarioAcoes }) {
  const mobile = useIsMobile()
  if (mobile) {
    return (
      <ul className="grid gap-3" aria-label="Usuários">
        {usuarios.map((u) => (
          <li key={u.id}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0 pt-2 font-medium">
                  <Nome usuario={u} />
                </div>
                <div className="-mt-1 -mr-2 shrink-0">
                  <UsuarioAcoesBotoes usuario={u} acoes={acoes} />
                </div>
              </div>
              <dl className="mt-2 grid gap-1.5 text-sm">
                <div className="flex min-w-0 items-baseline justify-between gap-3">
                  <dt className="shrink-0 text-muted-foreground">Email</dt>
                  <dd className="min-w-0 text-right break-all">{u.email}</dd>
                </div>
                <div className="flex items-baseline justify-between gap-3">
                  <dt className="text-muted-foreground">Telefone</dt>
                  <dd className="text-right">{telefone(u)}</dd>
                </div>
                <div className="flex items-center justify-between gap-3">
                  <dt className="text-muted-foreground">Perfil</dt>
                  <dd className="flex gap-1.5">
                    <PerfilBadge role={u.role} />
                    <StatusBadge ativo={u.ativo} />
                  </dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Table>
      <caption className="sr-only">Usuários</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Nome</TableHead>
          <TableHead>Email</TableHead>
          <TableHead className="hidden lg:table-cell">Telefone</TableHead>
          <TableHead>Perfil</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-32 text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {usuarios.map((u) => (
          <TableRow key={u.id}>
            <TableCell className="font-medium">
              <Nome usuario={u} />
            </TableCell>
            <TableCell className="break-all">{u.email}</TableCell>
            <TableCell className="hidden lg:table-cell">{telefone(u)}</TableCell>
            <TableCell>
              <PerfilBadge role={u.role} />
            </TableCell>
            <TableCell>
              <StatusBadge ativo={u.ativo} />
            </TableCell>
            <TableCell className="py-1">
              <UsuarioAcoesBotoes usuario={u} acoes={acoes} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
