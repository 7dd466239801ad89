import type { z } from 'zod'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { recebimentoInput } from '../../../../shared/financeiro/financeiro.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'

/**
 * The receipt form: the API's schema plus what the screen already knows — the title's balance and the
 * company's today — so an overpayment or a future date is shown under its field before any request.
 * The server checks both again (the balance may have changed meanwhile).
 */
export const recebimentoFormSchema = (saldo: number, hoje: string) =>
  recebimentoInput.superRefine((value, ctx) => {
    if (value.valor > saldo)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: m.valorAcimaDoSaldo(formatCurrency(saldo)) })
    if (value.data_pagamento > hoje)
      ctx.addIssue({ code: 'custom', path: ['data_pagamento'], message: m.dataFutura })
  })

export type RecebimentoFormInput = z.input<ReturnType<typeof recebimentoFormSchema>>
export type RecebimentoFormOutput = z.output<ReturnType<typeof recebimentoFormSchema>>
