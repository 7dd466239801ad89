import { useId } from 'react'
import { cn } from '../../lib/cn'

/**
 * A labelled checkbox, for one choice among related ones ('No dia do vencimento'), with an optional line
 * explaining it or why it is off. An on/off setting of its own is a SwitchField.
 */
export function CheckboxField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string
  hint?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.target.checked)}
        aria-describedby={hint ? `${id}-dica` : undefined}
      />
      <div className="grid gap-0.5">
        {/* The label is the touch target: on phones it is at least 44 px tall (UI.md "Phone first"). */}
        <label
          htmlFor={id}
          className={cn(
            '-my-3 py-3 text-sm font-medium md:my-0 md:py-0',
            disabled ? 'text-muted-foreground' : 'cursor-pointer',
          )}
        >
          {label}
        </label>
        {hint && (
          <p id={`${id}-dica`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
