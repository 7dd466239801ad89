import { describe, expect, it } from 'vitest'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { LembretesView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { MODELOS_LEMBRETE_PADRAO, PLACEHOLDERS_LEMBRETE } from '../../../../shared/cobranca-pix/lembretes'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import {
  lembretesCampos,
  lembretesFieldOrder,
  lembretesFormSchema,
  modeloParaSalvar,
  previaDoLembrete,
  toLembretesFormValues,
} from './lembretes-form-values'

const padrao: LembretesView = {
  ativo: false,
  dias_antes: 3,
  no_dia: true,
  dias_depois: 3,
  enviar_email: true,
  modelo_antes: null,
  modelo_no_dia: null,
  modelo_depois: null,
  email_disponivel: false,
}

const erros = (values: unknown) =>
  Object.fromEntries(
    (lembretesFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  )

describe('lembretes form values', () => {
  it('shows a template never saved as the default text', () => {
    const v = toLembretesFormValues(padrao)
    expect(v.modelo_antes).toBe(MODELOS_LEMBRETE_PADRAO.antes)
    expect(v.modelo_no_dia).toBe(MODELOS_LEMBRETE_PADRAO.no_dia)
    expect(toLembretesFormValues({ ...padrao, modelo_depois: 'Oi {cliente}' }).modelo_depois).toBe(
      'Oi {cliente}',
    )
  })

  it('saves the default text, unchanged or emptied, as null', () => {
    expect(modeloParaSalvar('antes', MODELOS_LEMBRETE_PADRAO.antes)).toBeNull()
    expect(
      modeloParaSalvar('antes', `${MODELOS_LEMBRETE_PADRAO.antes.replaceAll('\n', '\r\n')}\n`),
    ).toBeNull()
    expect(modeloParaSalvar('no_dia', '   ')).toBeNull()
    // Another moment's default is an edit of this one.
    expect(modeloParaSalvar('depois', MODELOS_LEMBRETE_PADRAO.antes)).toBe(MODELOS_LEMBRETE_PADRAO.antes)
  })

  it('sends the API its input: days as typed, an edited template only', () => {
    const v = {
      ...toLembretesFormValues(padrao),
      ativo: true,
      dias_antes: 5,
      modelo_no_dia: ' Oi {cliente} ',
    }
    expect(lembretesFormSchema.parse(v)).toEqual({
      ativo: true,
      dias_antes: 5,
      no_dia: true,
      dias_depois: 3,
      enviar_email: true,
      modelo_antes: null,
      modelo_no_dia: 'Oi {cliente}',
      modelo_depois: null,
    })
  })

  it("names the API's range under an emptied or too large number of days", () => {
    const v = toLembretesFormValues(padrao)
    expect(erros({ ...v, dias_antes: null, dias_depois: 61 })).toEqual({
      dias_antes: m.diasInvalidos(0, 30),
      dias_depois: m.diasInvalidos(0, 60),
    })
    expect(erros({ ...v, modelo_antes: 'x'.repeat(2001) })).toEqual({
      modelo_antes: 'Máximo de 2000 caracteres',
    })
  })

  it('lists every field that may carry an error among the form fields', () => {
    for (const campo of lembretesFieldOrder) expect(lembretesCampos).toContain(campo)
  })

  it('previews a template with the example instalment and the company', () => {
    const previa = previaDoLembrete(MODELOS_LEMBRETE_PADRAO.no_dia, 'Oficina do Zé')
    expect(previa).toContain(
      `Olá, Maria Souza! A parcela 2/3 da OS-0042, de ${formatCurrency(45_000)}, vence hoje`,
    )
    expect(previa).toContain('Oficina do Zé')
    for (const p of PLACEHOLDERS_LEMBRETE) expect(previa).not.toContain(`{${p}}`)
    // A typo stays visible in the preview.
    expect(previaDoLembrete('Oi {clinete}', 'X')).toBe('Oi {clinete}')
  })
})
