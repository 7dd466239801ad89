import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pixRecebidos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
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

const recebidosNoBanco = (empresaId: string) =>
  withTenant(x.t.handle.db, { empresaId }, (tx) => tx.select().from(pixRecebidos))

const bancos: FakePsp[] = []
afterAll(() => Promise.all(bancos.map((b) => b.close())))

/**
 * The admin's company with a bank account of its own (a fake bank per company: GET /pix lists one
 * account's PIX) and one OS invoiced in one instalment, its charge registered.
 */
async function cobrando(admin: TestUser) {
  const banco = await startFakePsp()
  bancos.push(banco)
  await conectar(x.t, admin, banco)
  await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 1 }))
  return { banco, titulos: await esperarCobrancas(x.t, admin) }
}

async function empresaComBanco() {
  const empresa = await buildCompany(x.t)
  return { ...empresa, ...(await cobrando(empresa.admin)) }
}

// The title the standard cases' record may be attached to (set when the record is made).
let tituloDoDono = ''

/** An unidentified PIX in the admin's company (its id), delivered through the company's webhook. */
async function pixNaoIdentificado(banco: FakePsp, admin: TestUser, valor = '10.00') {
  await banco.enviarWebhook({
    pix: [
      {
        endToEndId: `E${Date.now()}${Math.random().toString().slice(2, 10)}`,
        valor,
        horario: new Date().toISOString(),
      },
    ],
  })
  const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=nao_identificado')
  return lista.json().items[0].id as string
}

describe('Conciliação PIX', () => {
  itHandlesStandardCases({
    app: () => x.t,
    method: 'GET',
    url: () => '/api/cobranca-pix/recebidos',
    permission: ['contas_receber', 'view'],
  })

  describe('POST /api/cobranca-pix/recebidos/:id/vincular', () => {
    itHandlesStandardCases({
      app: () => x.t,
      method: 'POST',
      url: (id) => `/api/cobranca-pix/recebidos/${id}/vincular`,
      permission: ['contas_receber', 'edit'],
      body: () => ({ titulo_id: tituloDoDono || '00000000-0000-4000-8000-000000000000' }),
      createRecord: async (owner) => {
        const { banco, titulos } = await cobrando(owner)
        tituloDoDono = titulos[0].id
        return pixNaoIdentificado(banco, owner)
      },
      badBody: { body: { titulo_id: 'x' }, field: 'titulo_id', message: 'Escolha o título' },
    })
  })

  it('attaches an unidentified PIX to an open title: the receipt is registered, once', async () => {
    const c = await empresaComBanco()
    const id = await pixNaoIdentificado(c.banco, c.admin, '25.00')
    const res = await call(x.t, c.admin, 'POST', `/api/cobranca-pix/recebidos/${id}/vincular`, {
      titulo_id: c.titulos[0].id,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      situacao: 'conciliado',
      valor_aplicado: 2500,
      titulo: { id: c.titulos[0].id },
    })
    expect(await tituloNoBanco(x.t, c.empresaId, c.titulos[0].id)).toMatchObject({
      recebimentos: 1,
      soma: 2500,
    })
    const denovo = await call(x.t, c.admin, 'POST', `/api/cobranca-pix/recebidos/${id}/vincular`, {
      titulo_id: c.titulos[0].id,
    })
    expect(denovo.statusCode).toBe(409)
    expect(denovo.json().error.message).toBe('Este PIX já foi vinculado a um título')
    // The rest of the title is charged at the bank for the new balance.
    await expect
      .poll(() => c.banco.cobs.get(txidDoTitulo(c.titulos[0].id))?.historico.length, { timeout: 10_000 })
      .toBe(2)
  })

  it("'Conciliar agora' settles a PIX whose webhook was lost, once", async () => {
    const c = await empresaComBanco()
    await c.banco.pagar(txidDoTitulo(c.titulos[0].id), { perderWebhook: true })
    expect(await tituloNoBanco(x.t, c.empresaId, c.titulos[0].id)).toMatchObject({ status: 'aberto' })
    const res = await call(x.t, c.admin, 'POST', '/api/cobranca-pix/conciliar')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ lidos: 1, novos: 1, conciliados: 1, mensagem: '1 PIX conciliado' })
    expect(await tituloNoBanco(x.t, c.empresaId, c.titulos[0].id)).toMatchObject({
      status: 'pago',
      recebimentos: 1,
    })
    expect((await recebidosNoBanco(c.empresaId))[0]).toMatchObject({
      origem: 'conciliacao',
      situacao: 'conciliado',
    })
    const denovo = await call(x.t, c.admin, 'POST', '/api/cobranca-pix/conciliar')
    expect(denovo.json()).toMatchObject({ novos: 0, conciliados: 0 })
    expect(await tituloNoBanco(x.t, c.empresaId, c.titulos[0].id)).toMatchObject({ recebimentos: 1 })
  })

  it('reconciling without a bank connected is a 404 in Portuguese', async () => {
    const { admin } = await buildCompany(x.t)
    const res = await call(x.t, admin, 'POST', '/api/cobranca-pix/conciliar')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('A cobrança PIX ainda não foi configurada')
  })
})
