import { describe, expect, it } from 'vitest'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { LembretesView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import {
  lembretesCampos,
  lembretesFieldOrder,
  lembretesFormSchema,
  toLembretesFormValues,
} from './lembretes-form-values'

const padrao: LembretesView = {
  ativo: false,
  dias_antes: 3,
  no_dia: true,
  dias_depois: 3,
  enviar_email: true,
  email_disponivel: false,
}

const erros = (values: unknown) =>
  Object.fromEntries(
    (lembretesFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  )

describe('lembretes form values', () => {
  it('sends the API its input: days as typed', () => {
    const v = { ...toLembretesFormValues(padrao), ativo: true, dias_antes: 5 }
    expect(lembretesFormSchema.parse(v)).toEqual({
      ativo: true,
      dias_antes: 5,
      no_dia: true,
      dias_depois: 3,
      enviar_email: true,
    })
  })

  it("names the API's range under an emptied or too large number of days", () => {
    const v = toLembretesFormValues(padrao)
    expect(erros({ ...v, dias_antes: null, dias_depois: 61 })).toEqual({
      dias_antes: m.diasInvalidos(0, 30),
      dias_depois: m.diasInvalidos(0, 60),
    })
  })

  it('lists every field that may carry an error among the form fields', () => {
    for (const campo of lembretesFieldOrder) expect(lembretesCampos).toContain(campo)
  })
})
