import { z } from 'zod'
import { type LembretesView, lembretesInput } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'

const valoresDoForm = z.object({
  ativo: z.boolean(),
  // A whole-number field left empty is null: the API's schema then names the range under it.
  dias_antes: z.number().nullable(),
  no_dia: z.boolean(),
  dias_depois: z.number().nullable(),
  enviar_email: z.boolean(),
})

/** What the 'Lembretes de cobrança' form holds (the texts are edited in Configurações → Mensagens). */
export type LembretesFormValues = z.input<typeof valoresDoForm>
export type LembretesCampo = keyof LembretesFormValues
/** Every field, to tell a server's field error the form can show from one it cannot. */
export const lembretesCampos: readonly string[] = valoresDoForm.keyof().options

/** Fields that may carry an error, in screen order (the toast names the first one's problem). */
export const lembretesFieldOrder = ['dias_antes', 'dias_depois'] as const satisfies readonly LembretesCampo[]

export function toLembretesFormValues(view: LembretesView): LembretesFormValues {
  return {
    ativo: view.ativo,
    dias_antes: view.dias_antes,
    no_dia: view.no_dia,
    dias_depois: view.dias_depois,
    enviar_email: view.enviar_email,
  }
}

/** The form's values as PUT /api/cobranca-pix/lembretes takes them, before the API's own checks. */
export function toLembretesInput(v: LembretesFormValues): z.input<typeof lembretesInput> {
  return {
    ativo: v.ativo,
    dias_antes: v.dias_antes ?? Number.NaN,
    no_dia: v.no_dia,
    dias_depois: v.dias_depois ?? Number.NaN,
    enviar_email: v.enviar_email,
  }
}

/** The form's schema: its values turned into the API's input, then checked by the API's own schema. */
export const lembretesFormSchema = valoresDoForm.transform(toLembretesInput).pipe(lembretesInput)
