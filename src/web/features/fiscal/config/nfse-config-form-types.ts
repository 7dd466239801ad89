import type { UseFormReturn } from 'react-hook-form'
import type { NfseConfigFormValues, NfseConfigInput } from './nfse-config-form-values'

/** The form every group of the tab receives: it edits the masked values and submits the API's input. */
export type NfseConfigFormApi = UseFormReturn<NfseConfigFormValues, unknown, NfseConfigInput>
