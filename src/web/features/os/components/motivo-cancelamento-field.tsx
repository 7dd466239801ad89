import type { ComponentProps } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'

/** The longest cancellation reason kept in the history. */
export const MAX_MOTIVO = 500

/** 'Motivo do cancelamento': required, up to {@link MAX_MOTIVO} characters, with its error under it. */
export function MotivoCancelamentoField({
  error,
  ...props
}: { error?: string } & Omit<ComponentProps<typeof Textarea>, 'maxLength'>) {
  return (
    <FormField label="Motivo do cancelamento" required error={error}>
      <Textarea maxLength={MAX_MOTIVO} {...props} />
    </FormField>
  )
}
