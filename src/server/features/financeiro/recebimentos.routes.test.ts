import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import {
  faturar,
  faturarBody,
  hojeSP,
  osEmExecucao,
  osFaturada,
  plusDays,
  receber,
  tituloNoBanco,
} from './financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /api/titulos/:id/recebimentos', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/titulos/${id}/recebimentos`,
    permission: ['contas_receber', 'edit'],
    body: () => ({ valor: 100, meio: 'pix', data_pagamento: hojeSP() }),
    createRecord: async (owner) => (await osFaturada(t, owner)).view.titulos[1].id,
    badBody: {
      body: { valor: 0, meio: 'pix', data_pagamento: hojeSP() },
      field: 'valor',
      message: 'Informe o valor recebido',
    },
  })

  it('settles a title with two half receipts', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { view } = await osFaturada(t, admin, faturarBody({ sinal: 0, parcelas: 2 }))
    const titulo = view.titulos[0]
    expect(titulo.valor).toBe(26_490)
    const ontem = plusDays(hojeSP(), -1)
    const primeira = await receber(t, admin, titulo.id, {
      valor: 13_245,
      data_pagamento: ontem,
      obs: 'Metade',
    })
    expect(primeira.statusCode, primeira.body).toBe(201)
    expect(primeira.json()).toMatchObject({
      valor_pago: 13_245,
      saldo: 13_245,
      situacao: 'aberto',
      recebido_em: null,
    })
    const segunda = await receber(t, admin, titulo.id, { valor: 13_245, meio: 'pix' })
    expect(segunda.json()).toMatchObject({
      valor_pago: 26_490,
      saldo: 0,
      situacao: 'pago',
      recebido_em: hojeSP(),
    })
    expect(await tituloNoBanco(t, empresaId, titulo.id)).toEqual({
      valor_pago: 26_490,
      status: 'pago',
      recebimentos: 2,
      soma: 26_490,
    })
    const depois = await receber(t, admin, titulo.id, { valor: 1 })
    expect(depois.statusCode).toBe(409)
    expect(depois.json().error.message).toBe('Este título já está pago')
  })

  it('refuses an amount above the balance and writes nothing', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { view } = await osFaturada(t, admin, faturarBody({ sinal: 0, parcelas: 2 }))
    const titulo = view.titulos[0]
    await receber(t, admin, titulo.id, { valor: 6_490 })
    const res = await receber(t, admin, titulo.id, { valor: 20_001 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.valor).toBe(
      'O valor recebido é maior que o saldo do título (R$\u00a0200,00)',
    )
    expect(await tituloNoBanco(t, empresaId, titulo.id)).toEqual({
      valor_pago: 6_490,
      status: 'aberto',
      recebimentos: 1,
      soma: 6_490,
    })
  })

  it('lets 20 concurrent receipts of 10% each leave the title exactly paid', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { view } = await osFaturada(t, admin, faturarBody({ sinal: 0, parcelas: 2 }))
    const titulo = view.titulos[0]
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => receber(t, admin, titulo.id, { valor: titulo.valor / 10 })),
    )
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(10)
    // The ones after the tenth find the title paid (or, racing it, above the balance): never a 500.
    expect(codes.every((c) => c === 201 || c === 409 || c === 400)).toBe(true)
    expect(await tituloNoBanco(t, empresaId, titulo.id)).toEqual({
      valor_pago: titulo.valor,
      status: 'pago',
      recebimentos: 10,
      soma: titulo.valor,
    })
  })

  it('refuses a future date, a paid deposit and a cancelled title', async () => {
    const { admin } = await buildCompany(t)
    const { view, c } = await osFaturada(t, admin)
    const futura = await receber(t, admin, view.titulos[1].id, {
      valor: 100,
      data_pagamento: plusDays(hojeSP(), 1),
    })
    expect(futura.statusCode).toBe(400)
    expect(futura.json().error.fields.data_pagamento).toBe('A data do recebimento não pode ser futura')
    const sinal = await receber(t, admin, view.titulos[0].id, { valor: 100 })
    expect(sinal.statusCode).toBe(409)
    expect(sinal.json().error.message).toBe('Este título já está pago')

    const outra = await osEmExecucao(t, admin, c)
    const faturada = await faturar(t, admin, outra, faturarBody({ sinal: 0 }))
    expect((await call(t, admin, 'POST', `/api/os/${outra}/estornar-faturamento`)).statusCode).toBe(200)
    const cancelado = await receber(t, admin, faturada.titulos[0].id, { valor: 100 })
    expect(cancelado.statusCode).toBe(409)
    expect(cancelado.json().error.message).toBe('Este título foi cancelado')
  })
})
