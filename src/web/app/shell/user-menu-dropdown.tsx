import { LogOut, Settings, UserRound } from 'lucide-react'
import type { ReactElement } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { authMessages } from '../../../shared/auth/auth.messages'
import { roleLabel } from '../../../shared/permissoes/permissoes'
import { Badge } from '../../components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu'
import { useSignOut } from '../../features/auth/api/sign-out'
import { useCurrentMe } from '../../lib/current-me'

/**
 * Avatar menu: who is signed in (name, email, company, role) and the way out. Loaded on the first click
 * on the avatar (user-menu.tsx), which it opens; `trigger` is that same avatar button.
 */
export function UserMenuDropdown({ trigger }: { trigger: ReactElement }) {
  const { user, role, empresa } = useCurrentMe()
  const navigate = useNavigate()
  const signOut = useSignOut()

  // mutateAsync, not mutate's callbacks: the shell unmounts as soon as the session is cleared, and
  // per-call callbacks do not run for an unmounted component.
  async function handleSignOut() {
    try {
      await signOut.mutateAsync()
    } catch {
      toast.error('Erro', { description: authMessages.erroLogout })
      return
    }
    toast.success('Sucesso', { description: authMessages.logoutSucesso })
    navigate('/auth', { replace: true })
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <span className="truncate text-xs text-muted-foreground">{empresa.nome_empresa}</span>
          <Badge variant="secondary" className="mt-1 justify-self-start">
            {roleLabel(role)}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/configuracoes">
            <Settings aria-hidden="true" />
            Configurações
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/perfil">
            <UserRound aria-hidden="true" />
            Meu Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signOut.isPending}
          onSelect={() => void handleSignOut()}
        >
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
