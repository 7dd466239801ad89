import type { UseFormReturn } from 'react-hook-form'
import type { CobrancaPixConfigInput } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import type { CobrancaPixFormValues } from '../lib/cobranca-pix-form-values'

/** The form every group of the tab receives: it edits the flat values and submits the API's input. */
export type CobrancaPixFormApi = UseFormReturn<CobrancaPixFormValues, unknown, CobrancaPixConfigInput>
