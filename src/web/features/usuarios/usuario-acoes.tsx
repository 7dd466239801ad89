import { KeyRound, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { usuariosMessages } from '../../../shared/usuarios/usuarios.messages'
import type { UsuarioView } from '../../../shared/usuarios/usuarios.schemas'
import { Button } from '../../components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip'
import { cn } from '../../lib/cn'

export type UsuarioAcoes = {
  onEditar: (usuario: UsuarioView) => void
  onResetarSenha: (usuario: UsuarioView) => void
  onExcluir: (usuario: UsuarioView) => void
  /** The signed-in user's id: its own row cannot be deleted (SPEC §5). */
  proprioId: string
}

function Acao({
  label,
  tooltip,
  onClick,
  disabled,
  destructive,
  children,
}: {
  label: string
  tooltip: string
  onClick: () => void
  disabled?: boolean
  destructive?: boolean
  children: ReactNode
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events: the span keeps its tooltip reachable. */}
        <span tabIndex={disabled ? 0 : undefined} className="inline-flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={label}
            onClick={onClick}
            disabled={disabled}
            // 44 px touch target on phones (UI.md "Phone first"), compact in the desktop table.
            className={cn('size-11 md:size-9', destructive && 'text-destructive hover:bg-red-50')}
          >
            {children}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  )
}

/** Edit, reset password and delete for one user; delete is disabled on the own row. */
export function UsuarioAcoesBotoes({ usuario, acoes }: { usuario: UsuarioView; acoes: UsuarioAcoes }) {
  const proprio = usuario.id === acoes.proprioId
  return (
    <div className="flex items-center justify-end gap-1">
      <Acao
        label={`Editar ${usuario.nome_completo}`}
        tooltip="Editar"
        onClick={() => acoes.onEditar(usuario)}
      >
        <Pencil aria-hidden="true" />
      </Acao>
      <Acao
        label={`Resetar senha de ${usuario.nome_completo}`}
        tooltip="Resetar senha"
        onClick={() => acoes.onResetarSenha(usuario)}
      >
        <KeyRound aria-hidden="true" />
      </Acao>
      <Acao
        label={`Excluir ${usuario.nome_completo}`}
        tooltip={proprio ? usuariosMessages.naoExcluirProprio : 'Excluir'}
        onClick={() => acoes.onExcluir(usuario)}
        disabled={proprio}
        destructive
      >
        <Trash2 aria-hidden="true" />
      </Acao>
    </div>
  )
}
