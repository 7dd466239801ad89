import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { call } from '../../test/api'
import { buildCompany, type TestUser } from '../../test/factories'
import { type FakePsp, startFakePsp } from '../../test/fake-psp'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { faturarBody, osFaturada, tituloNoBanco } from '../financeiro/financeiro-fixtures'
import { conectar, esperarCobrancas, type PspEApp, startPspEApp } from './cobranca-pix-fixtures'
import { txidDoTitulo } from './cobrancas.service'

let x: PspEApp
beforeAll(async () => {
  x = await startPspEApp()
})
afterAll(() => x.close())

const bancos: FakePsp[] = []
afterAll(() => Promise.all(bancos.map((b) => b.close())))

/** The admin's company with a bank of its own and one OS invoiced in one instalment, charged there. */
async function cobrando(admin: TestUser) {
  const banco = await startFakePsp()
  bancos.push(banco)
  await conectar(x.t, admin, banco)
  await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 1 }))
  return { banco, titulo: (await esperarCobrancas(x.t, admin))[0] }
}

/** The customer pays `a_mais` centavos beyond the charge: the PIX's id in 'Conciliação PIX'. */
async function pagoAMais(banco: FakePsp, admin: TestUser, tituloId: string, saldo: number, aMais: number) {
  await banco.pagar(txidDoTitulo(tituloId), { valorCentavos: saldo + aMais })
  const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=excedente')
  return lista.json().items[0].id as string
}

const devolver = (admin: TestUser, id: string, valor: unknown) =>
  call(x.t, admin, 'POST', `/api/cobranca-pix/recebidos/${id}/devolver`, { valor })

describe('POST /api/cobranca-pix/recebidos/:id/devolver', () => {
  itHandlesStandardCases({
    app: () => x.t,
    method: 'POST',
    url: (id) => `/api/cobranca-pix/recebidos/${id}/devolver`,
    permission: ['contas_receber', 'edit'],
    body: () => ({ valor: 100 }),
    createRecord: async (owner) => {
      const { banco, titulo } = await cobrando(owner)
      return pagoAMais(banco, owner, titulo.id, titulo.saldo, 1000)
    },
    badBody: { body: { valor: 0 }, field: 'valor', message: 'Informe o valor a devolver' },
  })

  it('returns what was paid beyond the balance through the bank, once; the title stays paid', async () => {
    const { admin, empresaId, banco, titulo } = await empresaComBanco()
    const id = await pagoAMais(banco, admin, titulo.id, titulo.saldo, 1000)
    const res = await devolver(admin, id, 1000)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      situacao: 'conciliado',
      valor_aplicado: titulo.saldo,
      valor_devolvido: 1000,
      devolucao_status: 'EM_PROCESSAMENTO',
    })
    const noBanco = banco.pix.find((p) => p.txid === txidDoTitulo(titulo.id))!
    expect(noBanco.devolucoes.map((d: { valor: string }) => d.valor)).toEqual(['10.00'])

    const denovo = await devolver(admin, id, 1000)
    expect(denovo.statusCode).toBe(409)
    expect(denovo.json().error.message).toBe('Este PIX já tem uma devolução solicitada')
    expect(noBanco.devolucoes).toHaveLength(1)
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toMatchObject({ status: 'pago', recebimentos: 1 })
  })

  it('a PIX that settled nothing can go back whole; a refused refund claims nothing and says why', async () => {
    const { admin, banco } = await empresaComBanco()
    const e2e = `E12345678202611281200${Date.now().toString().slice(-11)}`
    const pix = { endToEndId: e2e, valor: '42.00', horario: new Date().toISOString() }
    banco.pix.push({ ...pix, devolucoes: [] })
    await banco.enviarWebhook({ pix: [pix] })
    const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=nao_identificado')
    const id = lista.json().items[0].id as string

    banco.fora = true
    const recusada = await devolver(admin, id, 4200)
    expect(recusada.statusCode).toBe(502)
    expect(recusada.json().error.message).toMatch(/banco/i)
    const depois = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=nao_identificado')
    expect(depois.json().items[0]).toMatchObject({ id, valor_devolvido: 0, devolucao_status: null })

    banco.fora = false
    const res = await devolver(admin, id, 4200)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ situacao: 'devolvido', valor_devolvido: 4200, valor_aplicado: 0 })
  })

  it('giving back part of what settled a title reopens it, and its balance is charged anew', async () => {
    const { admin, empresaId, banco, titulo } = await empresaComBanco()
    const id = await pagoAMais(banco, admin, titulo.id, titulo.saldo, 1000)
    const acima = await devolver(admin, id, titulo.saldo + 1001)
    expect(acima.statusCode).toBe(400)
    expect(acima.json().error.fields.valor).toBe(
      `O valor a devolver passa do que pode ser devolvido (${formatCurrency(titulo.saldo + 1000)})`,
    )

    // R$ 10,00 paid beyond the balance and R$ 50,00 of the receipt.
    const res = await devolver(admin, id, 6000)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      situacao: 'conciliado',
      valor_aplicado: titulo.saldo - 5000,
      valor_devolvido: 6000,
    })
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toEqual({
      valor_pago: titulo.saldo - 5000,
      status: 'aberto',
      recebimentos: 1,
      soma: titulo.saldo - 5000,
    })
    const [reaberto] = await esperarCobrancas(x.t, admin)
    expect(reaberto).toMatchObject({ id: titulo.id, saldo: 5000, situacao: 'aberto' })
  })

  it('a PIX given back whole leaves its title as before it was paid', async () => {
    const { admin, empresaId, banco, titulo } = await empresaComBanco()
    await banco.pagar(txidDoTitulo(titulo.id))
    const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=conciliado')
    const id = lista.json().items[0].id
    const res = await devolver(admin, id, titulo.saldo)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      situacao: 'devolvido',
      valor_aplicado: 0,
      valor_devolvido: titulo.saldo,
    })
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toMatchObject({
      valor_pago: 0,
      status: 'aberto',
      recebimentos: 0,
    })
    const denovo = await devolver(admin, id, 1)
    expect(denovo.statusCode).toBe(409)
  })

  it("'Conciliar agora' follows the refunds in processing: done, or not carried out (the money stays)", async () => {
    const { admin, empresaId, banco, titulo } = await empresaComBanco()
    await banco.pagar(txidDoTitulo(titulo.id))
    const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=conciliado')
    const id = lista.json().items[0].id
    expect((await devolver(admin, id, titulo.saldo)).json()).toMatchObject({ situacao: 'devolvido' })
    const naBanco = banco.pix.find((p) => p.txid === txidDoTitulo(titulo.id))!.devolucoes[0]

    naBanco.status = 'NAO_REALIZADO'
    expect((await call(x.t, admin, 'POST', '/api/cobranca-pix/conciliar')).statusCode).toBe(200)
    const depois = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=nao_identificado')
    expect(depois.json().items).toMatchObject([
      { id, valor_devolvido: 0, valor_aplicado: 0, devolucao_status: 'NAO_REALIZADO', titulo: null },
    ])
    // The money never left: the shop attaches it to the title again, and may refund anew.
    const vinculado = await call(x.t, admin, 'POST', `/api/cobranca-pix/recebidos/${id}/vincular`, {
      titulo_id: titulo.id,
    })
    expect(vinculado.json()).toMatchObject({ situacao: 'conciliado', valor_aplicado: titulo.saldo })
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toMatchObject({ status: 'pago' })
    const outra = await devolver(admin, id, 100)
    expect(outra.json()).toMatchObject({ devolucao_status: 'EM_PROCESSAMENTO', valor_devolvido: 100 })

    banco.pix.find((p) => p.txid === txidDoTitulo(titulo.id))!.devolucoes[1].status = 'DEVOLVIDO'
    await call(x.t, admin, 'POST', '/api/cobranca-pix/conciliar')
    const fim = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos')
    expect(fim.json().items[0]).toMatchObject({ id, devolucao_status: 'DEVOLVIDO', valor_devolvido: 100 })
  })
})

async function empresaComBanco() {
  const empresa = await buildCompany(x.t)
  return { ...empresa, ...(await cobrando(empresa.admin)) }
}
