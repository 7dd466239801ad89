import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { pixRecebidos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { buildCompany } from '../../test/factories'
import { faturarBody, osFaturada, tituloNoBanco } from '../financeiro/financeiro-fixtures'
import {
  conectar,
  configDoFake,
  esperarCobrancas,
  type PspEApp,
  startPspEApp,
  titulosDaEmpresa,
} from './cobranca-pix-fixtures'
import { txidDoTitulo } from './cobrancas.service'

let x: PspEApp
beforeAll(async () => {
  x = await startPspEApp()
})
afterAll(() => x.close())

const recebidosNoBanco = (empresaId: string) =>
  withTenant(x.t.handle.db, { empresaId }, (tx) => tx.select().from(pixRecebidos))

/** A company connected to the fake bank with one OS invoiced in `parcelas` instalments, charges registered. */
async function empresaCobrando(parcelas = 2) {
  const empresa = await buildCompany(x.t)
  const view = await conectar(x.t, empresa.admin, x.psp)
  await osFaturada(x.t, empresa.admin, faturarBody({ sinal: 0, parcelas }))
  const titulos = await esperarCobrancas(x.t, empresa.admin)
  return { ...empresa, titulos, webhookUrl: view.webhook_url as string }
}

const item = (
  txid: string,
  valor: string,
  endToEndId = `E${Date.now()}${Math.random().toString().slice(2, 12)}`,
) => ({
  endToEndId,
  txid,
  valor,
  horario: new Date().toISOString(),
  infoPagador: 'Pagamento da OS',
})

describe('POST /api/webhooks/pix/<token>/pix', () => {
  it('settles the title the bank says was paid, with no one pressing Receber', async () => {
    const { admin, empresaId, titulos } = await empresaCobrando()
    const [primeiro, segundo] = titulos
    const pago = await x.psp.pagar(txidDoTitulo(primeiro.id))
    expect(x.psp.entregas.at(-1)?.status).toBe(200)
    expect(await tituloNoBanco(x.t, empresaId, primeiro.id)).toEqual({
      valor_pago: primeiro.saldo,
      status: 'pago',
      recebimentos: 1,
      soma: primeiro.saldo,
    })
    expect(await tituloNoBanco(x.t, empresaId, segundo.id)).toMatchObject({
      status: 'aberto',
      recebimentos: 0,
    })
    const [recebido] = await recebidosNoBanco(empresaId)
    expect(recebido).toMatchObject({
      end_to_end_id: pago.endToEndId,
      situacao: 'conciliado',
      origem: 'webhook',
      valor_aplicado: primeiro.saldo,
    })
    const lista = (await titulosDaEmpresa(x.t, admin)).find((t) => t.id === primeiro.id)!
    expect(lista.situacao).toBe('pago')
    expect(lista.cobranca).toBe('concluida')
    // The bell says so, to whoever sees the receivables.
    const sino = await call(x.t, admin, 'GET', '/api/notificacoes')
    expect(sino.json().items).toContainEqual(
      expect.objectContaining({
        tipo: 'pix_recebido',
        titulo: 'PIX recebido',
        texto: `${formatCurrency(primeiro.saldo)} de ${lista.cliente_nome} (${lista.numero_os})`,
      }),
    )
    // The dashboard's billing counts it as received today.
    const dash = await call(x.t, admin, 'GET', '/api/dashboard')
    expect(dash.json().financeiro.recebido_30d).toBe(primeiro.saldo)
  })

  it('the same delivery twice is one receipt', async () => {
    const { empresaId, titulos } = await empresaCobrando(1)
    const corpo = { pix: [item(txidDoTitulo(titulos[0].id), '10.00', 'E00000000202611280000REPETIDO')] }
    const a = await x.psp.enviarWebhook(corpo)
    const b = await x.psp.enviarWebhook(corpo)
    expect([a.status, b.status]).toEqual([200, 200])
    expect(JSON.parse(b.body)).toEqual({ recebidos: 1, novos: 0 })
    expect(await tituloNoBanco(x.t, empresaId, titulos[0].id)).toMatchObject({ recebimentos: 1, soma: 1000 })
    expect(await recebidosNoBanco(empresaId)).toHaveLength(1)
  })

  it('a PIX of less than the balance settles part of it; the rest is charged anew at the bank', async () => {
    const { admin, empresaId, titulos } = await empresaCobrando(1)
    const [titulo] = titulos
    await x.psp.pagar(txidDoTitulo(titulo.id), { valorCentavos: 10_000 })
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toMatchObject({ status: 'aberto', soma: 10_000 })
    // The paid cobv is concluded at the bank and cannot change: the balance gets a new one (new txid).
    const [novo] = await esperarCobrancas(x.t, admin)
    expect(novo).toMatchObject({ id: titulo.id, saldo: titulo.saldo - 10_000 })
    const cobs = [...x.psp.cobs.entries()].filter(([txid]) => txid.startsWith(txidDoTitulo(titulo.id)))
    expect(cobs.map(([txid, c]) => [txid.length, c.atual.status, c.atual.valor.original])).toEqual([
      [32, 'CONCLUIDA', (titulo.saldo / 100).toFixed(2)],
      [35, 'ATIVA', ((titulo.saldo - 10_000) / 100).toFixed(2)],
    ])
    // Paying the new charge settles the title.
    await x.psp.pagar(cobs[1][0])
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toMatchObject({ status: 'pago', recebimentos: 2 })
  })

  it('settles up to the balance and keeps what was paid beyond it, flagged for the shop', async () => {
    const { admin, empresaId, titulos } = await empresaCobrando(1)
    const saldo = titulos[0].saldo
    await x.psp.pagar(txidDoTitulo(titulos[0].id), { valorCentavos: saldo + 500 })
    expect(await tituloNoBanco(x.t, empresaId, titulos[0].id)).toMatchObject({ status: 'pago', soma: saldo })
    const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=pendentes')
    expect(lista.json().items).toMatchObject([
      { situacao: 'excedente', valor: saldo + 500, valor_aplicado: saldo },
    ])
  })

  it('keeps a PIX of an unknown txid for review, never drops it', async () => {
    const { admin, empresaId } = await empresaCobrando(1)
    const res = await x.psp.enviarWebhook({ pix: [item('DESCONHECIDO0000000000000000001', '42.00')] })
    expect(res.status).toBe(200)
    const lista = await call(x.t, admin, 'GET', '/api/cobranca-pix/recebidos?situacao=nao_identificado')
    expect(lista.json()).toMatchObject({
      total: 1,
      items: [{ valor: 4200, titulo: null, situacao: 'nao_identificado' }],
    })
    expect(await recebidosNoBanco(empresaId)).toHaveLength(1)
  })

  it('50 items in one delivery settle in one request', async () => {
    const { empresaId, titulos } = await empresaCobrando(1)
    const itens = Array.from({ length: 50 }, (_, i) =>
      item(
        i === 0 ? txidDoTitulo(titulos[0].id) : `OUTRO${String(i).padStart(26, '0')}`,
        '1.00',
        `E50ITENS${String(i).padStart(20, '0')}`,
      ),
    )
    const res = await x.psp.enviarWebhook({ pix: itens })
    expect(res.status, res.body).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ recebidos: 50, novos: 50 })
    expect(await recebidosNoBanco(empresaId)).toHaveLength(50)
  })

  it('a wrong token is a 401 and writes nothing; a malformed body is a 400 in Portuguese', async () => {
    const { empresaId, titulos, webhookUrl } = await empresaCobrando(1)
    const corpo = { pix: [item(txidDoTitulo(titulos[0].id), '10.00')] }
    const falso = await x.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/pix/token-falso/pix',
      payload: corpo,
    })
    expect(falso.statusCode).toBe(401)
    expect(falso.json().error.message).toBe('Webhook não autorizado')
    const caminho = new URL(webhookUrl).pathname
    const ruim = await x.t.app.inject({
      method: 'POST',
      url: `${caminho}/pix`,
      payload: { pix: [{ valor: 'dez' }] },
    })
    expect(ruim.statusCode).toBe(400)
    expect(ruim.json().error.message).toMatch(/[a-zà-ú]/i)
    expect(ruim.body).not.toContain('"stack"')
    expect(await recebidosNoBanco(empresaId)).toHaveLength(0)
    expect(await tituloNoBanco(x.t, empresaId, titulos[0].id)).toMatchObject({ recebimentos: 0 })
  })

  it('with a signing secret, only callbacks signed with it are taken (401 and nothing written otherwise)', async () => {
    const { admin, empresaId, titulos, webhookUrl } = await empresaCobrando(2)
    const segredo = 'segredo-de-assinatura-do-banco'
    const salvo = await call(x.t, admin, 'PUT', '/api/cobranca-pix/config', {
      ...configDoFake(x.psp),
      webhook_segredo: segredo,
    })
    expect(salvo.json().webhook_assinado).toBe(true)
    expect(salvo.body).not.toContain(segredo)
    const url = `${new URL(webhookUrl).pathname}/pix`
    const corpo = JSON.stringify({ pix: [item(txidDoTitulo(titulos[0].id), '10.00')] })
    const assinar = (chave: string) => `sha256=${createHmac('sha256', chave).update(corpo).digest('hex')}`
    for (const headers of [
      {},
      { 'x-pix-signature': assinar('outro-segredo') },
      { 'x-pix-signature': 'sha256=zz' },
    ]) {
      const res = await x.t.app.inject({
        method: 'POST',
        url,
        payload: corpo,
        headers: { 'content-type': 'application/json', ...headers },
      })
      expect(res.statusCode, JSON.stringify(headers)).toBe(401)
    }
    expect(await recebidosNoBanco(empresaId)).toHaveLength(0)
    // The bank signing with the shared secret: settled as usual.
    await x.psp.pagar(txidDoTitulo(titulos[1].id), { hmacSecret: segredo })
    expect(x.psp.entregas.at(-1)?.status).toBe(200)
    expect(await tituloNoBanco(x.t, empresaId, titulos[1].id)).toMatchObject({ status: 'pago' })
    // Saved again without the field, the secret stays; asked to, the check stops.
    const mantido = await call(x.t, admin, 'PUT', '/api/cobranca-pix/config', configDoFake(x.psp))
    expect(mantido.json().webhook_assinado).toBe(true)
    const removido = await call(x.t, admin, 'PUT', '/api/cobranca-pix/config', {
      ...configDoFake(x.psp),
      webhook_assinatura_remover: true,
    })
    expect(removido.json().webhook_assinado).toBe(false)
    const semAssinatura = await x.t.app.inject({
      method: 'POST',
      url,
      payload: corpo,
      headers: { 'content-type': 'application/json' },
    })
    expect(semAssinatura.statusCode).toBe(200)
  })

  it("a token names one company: another company's txid through it settles nothing", async () => {
    const a = await empresaCobrando(1)
    const b = await empresaCobrando(1)
    const caminhoDeA = new URL(a.webhookUrl).pathname
    const res = await x.t.app.inject({
      method: 'POST',
      url: `${caminhoDeA}/pix`,
      payload: { pix: [item(txidDoTitulo(b.titulos[0].id), '10.00')] },
    })
    expect(res.statusCode).toBe(200)
    expect(await tituloNoBanco(x.t, b.empresaId, b.titulos[0].id)).toMatchObject({ recebimentos: 0 })
    expect((await recebidosNoBanco(a.empresaId))[0]).toMatchObject({ situacao: 'nao_identificado' })
    expect(await recebidosNoBanco(b.empresaId)).toHaveLength(0)
  })
})
