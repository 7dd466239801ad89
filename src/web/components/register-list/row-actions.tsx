import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip'
import type { RegisterRowActions } from './types'

function IconAction({
  label,
  tooltip,
  onClick,
  destructive = false,
  children,
}: {
  label: string
  tooltip: string
  onClick: () => void
  destructive?: boolean
  children: ReactNode
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          onClick={onClick}
          // 44 px touch target on phones (UI.md "Phone first"), compact in the desktop table.
          className={destructive ? 'size-11 text-destructive hover:bg-red-50 md:size-9' : 'size-11 md:size-9'}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  )
}

/** Edit and delete icon buttons of one row; each names the record for screen readers. */
export function RowActions<T>({ row, onEdit, onDelete, getRowLabel }: RegisterRowActions<T> & { row: T }) {
  const label = getRowLabel(row)
  return (
    <div className="flex items-center justify-end gap-1">
      {onEdit && (
        <IconAction label={`Editar ${label}`} tooltip="Editar" onClick={() => onEdit(row)}>
          <Pencil aria-hidden="true" />
        </IconAction>
      )}
      {onDelete && (
        <IconAction label={`Excluir ${label}`} tooltip="Excluir" onClick={() => onDelete(row)} destructive>
          <Trash2 aria-hidden="true" />
        </IconAction>
      )}
    </div>
  )
}
