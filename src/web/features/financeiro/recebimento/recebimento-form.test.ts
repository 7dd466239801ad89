import { describe, expect, it } from 'vitest'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { recebimentoFormSchema } from './recebimento-form'

const schema = recebimentoFormSchema(50_000, '2026-11-22')
const ok = { valor: 25_000, meio: 'pix', data_pagamento: '2026-11-22', obs: '' }
const messages = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('recebimentoFormSchema', () => {
  it('accepts a partial amount today and sends no empty note', () => {
    expect(schema.parse(ok)).toEqual({ ...ok, obs: null })
    expect(schema.parse({ ...ok, valor: 50_000, data_pagamento: '2026-11-01' }).valor).toBe(50_000)
  })

  it('refuses more than the balance with the balance in BRL', () => {
    expect(messages({ ...ok, valor: 50_001 })).toEqual([['valor', m.valorAcimaDoSaldo('R$\u00a0500,00')]])
  })

  it('refuses an empty or unreadable amount and a future date', () => {
    expect(messages({ ...ok, valor: null })).toEqual([['valor', m.valorInvalido]])
    expect(messages({ ...ok, valor: Number.NaN })).toEqual([['valor', m.valorInvalido]])
    expect(messages({ ...ok, valor: 0 })).toEqual([['valor', m.valorInvalido]])
    expect(messages({ ...ok, data_pagamento: '2026-11-23' })).toEqual([['data_pagamento', m.dataFutura]])
  })
})
