import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { LembretesFormValues, lembretesFormSchema } from '../lib/lembretes-form-values'

/** The form every group of 'Lembretes de cobrança' receives: it edits the values and submits the API's input. */
export type LembretesFormApi = UseFormReturn<
  LembretesFormValues,
  unknown,
  z.output<typeof lembretesFormSchema>
>
