import { Crown } from 'lucide-react'
import { type Role, roleLabel } from '../../../shared/permissoes/permissoes'
import { usuariosMessages } from '../../../shared/usuarios/usuarios.messages'
import { Badge } from '../../components/ui/badge'

const variantes = {
  admin: 'default',
  gerente: 'warning',
  operador: 'secondary',
  tecnico: 'outline',
} as const satisfies Record<Role, string>

/** The profile as a badge (SPEC §2 "Perfil badge"), labelled as SPEC §6 names the roles. */
export function PerfilBadge({ role }: { role: Role }) {
  return <Badge variant={variantes[role]}>{roleLabel(role)}</Badge>
}

export function StatusBadge({ ativo }: { ativo: boolean }) {
  return ativo ? <Badge variant="success">Ativo</Badge> : <Badge variant="secondary">Inativo</Badge>
}

/** The crown on the founding Administrador's row (SPEC §2). */
export function CoroaFundador() {
  return (
    <Crown role="img" aria-label={usuariosMessages.fundador} className="size-4 shrink-0 text-amber-500">
      <title>{usuariosMessages.fundador}</title>
    </Crown>
  )
}
