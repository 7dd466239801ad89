import { z } from 'zod'
import { type LembretesView, lembretesInput } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import {
  MODELOS_LEMBRETE_PADRAO,
  preencherLembrete,
  type TipoLembrete,
} from '../../../../shared/cobranca-pix/lembretes'
import { formatCurrency } from '../../../../shared/formatos/moeda'

/** The template field of each moment. */
export const campoDoModelo = (tipo: TipoLembrete) => `modelo_${tipo}` as const

const valoresDoForm = z.object({
  ativo: z.boolean(),
  // A whole-number field left empty is null: the API's schema then names the range under it.
  dias_antes: z.number().nullable(),
  no_dia: z.boolean(),
  dias_depois: z.number().nullable(),
  enviar_email: z.boolean(),
  modelo_antes: z.string(),
  modelo_no_dia: z.string(),
  modelo_depois: z.string(),
})

/** What the 'Lembretes de cobrança' form holds: every template as text (the default one when none saved). */
export type LembretesFormValues = z.input<typeof valoresDoForm>
export type LembretesCampo = keyof LembretesFormValues
/** Every field, to tell a server's field error the form can show from one it cannot. */
export const lembretesCampos: readonly string[] = valoresDoForm.keyof().options

/** Fields that may carry an error, in screen order (the toast names the first one's problem). */
export const lembretesFieldOrder = [
  'dias_antes',
  'dias_depois',
  'modelo_antes',
  'modelo_no_dia',
  'modelo_depois',
] as const satisfies readonly LembretesCampo[]

export function toLembretesFormValues(view: LembretesView): LembretesFormValues {
  return {
    ativo: view.ativo,
    dias_antes: view.dias_antes,
    no_dia: view.no_dia,
    dias_depois: view.dias_depois,
    enviar_email: view.enviar_email,
    modelo_antes: view.modelo_antes ?? MODELOS_LEMBRETE_PADRAO.antes,
    modelo_no_dia: view.modelo_no_dia ?? MODELOS_LEMBRETE_PADRAO.no_dia,
    modelo_depois: view.modelo_depois ?? MODELOS_LEMBRETE_PADRAO.depois,
  }
}

const normalizar = (texto: string) => texto.replace(/\r\n/g, '\n').trim()

/**
 * A template as saved: the default text left as it is (or emptied) goes as null, so the company keeps
 * following the default instead of a frozen copy of it.
 */
export function modeloParaSalvar(tipo: TipoLembrete, texto: string): string | null {
  const t = normalizar(texto)
  return t === '' || t === normalizar(MODELOS_LEMBRETE_PADRAO[tipo]) ? null : texto
}

/** The form's values as PUT /api/cobranca-pix/lembretes takes them, before the API's own checks. */
export function toLembretesInput(v: LembretesFormValues): z.input<typeof lembretesInput> {
  return {
    ativo: v.ativo,
    dias_antes: v.dias_antes ?? Number.NaN,
    no_dia: v.no_dia,
    dias_depois: v.dias_depois ?? Number.NaN,
    enviar_email: v.enviar_email,
    modelo_antes: modeloParaSalvar('antes', v.modelo_antes),
    modelo_no_dia: modeloParaSalvar('no_dia', v.modelo_no_dia),
    modelo_depois: modeloParaSalvar('depois', v.modelo_depois),
  }
}

/** The form's schema: its values turned into the API's input, then checked by the API's own schema. */
export const lembretesFormSchema = valoresDoForm.transform(toLembretesInput).pipe(lembretesInput)

/** A made-up instalment, so the preview reads like a real reminder. */
const EXEMPLO = {
  cliente: 'Maria Souza',
  numero_os: 'OS-0042',
  parcela: '2/3',
  valor: formatCurrency(45_000),
  vencimento: '10/03/2026',
  pix: '00020126580014br.gov.bcb.pix0136…6304A1B2',
}

/** A template filled with the example instalment and the company's name (the live preview). */
export const previaDoLembrete = (modelo: string, empresa: string) =>
  preencherLembrete(modelo, { ...EXEMPLO, empresa })
