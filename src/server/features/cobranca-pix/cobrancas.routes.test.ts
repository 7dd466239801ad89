import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cobrancasPix } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import {
  faturarBody,
  hojeSP,
  osFaturada,
  plusDays,
  receber,
  setPix,
  tituloNoBanco,
} from '../financeiro/financeiro-fixtures'
import {
  conectar,
  esperaPassou,
  esperarCobrancas,
  type PspEApp,
  startPspEApp,
  titulosDaEmpresa,
} from './cobranca-pix-fixtures'
import { registrarPendentes, txidDoTitulo } from './cobrancas.service'

let x: PspEApp
beforeAll(async () => {
  x = await startPspEApp()
})
afterAll(() => x.close())

const cobrancasNoBanco = (empresaId: string) =>
  withTenant(x.t.handle.db, { empresaId }, (tx) => tx.select().from(cobrancasPix))

type Corpo = {
  calendario: { dataDeVencimento: string; validadeAposVencimento: number }
  devedor: { nome: string; cpf?: string; cnpj?: string }
  valor: { original: string; multa?: { valorPerc: string }; juros?: { valorPerc: string } }
  chave: string
}
/** The cobv's status at the bank ('' before the bank has it). */
const statusNoBanco = (txid: string) =>
  (x.psp.cobs.get(txid)?.atual as { status?: string } | undefined)?.status ?? ''
const corpoAtual = (txid: string) => x.psp.cobs.get(txid)?.historico.at(-1)?.corpo as Corpo

describe('PIX charges at the bank (cobv)', () => {
  it('registers each instalment as a cobv when the OS is invoiced, with due date, fine and interest', async () => {
    const { admin } = await buildCompany(x.t)
    await conectar(x.t, admin, x.psp)
    const venc = plusDays(hojeSP(), 30)
    const { view } = await osFaturada(
      x.t,
      admin,
      faturarBody({ sinal: 0, parcelas: 2, vencimento_inicial: venc }),
    )
    const titulos = await esperarCobrancas(x.t, admin)
    expect(titulos.map((t) => t.parcela)).toEqual(['1/2', '2/2'])
    for (const t of titulos) {
      expect(t.pix).toMatchObject({ origem: 'banco', txid: txidDoTitulo(t.id) })
      const cob = x.psp.cobs.get(txidDoTitulo(t.id))!
      // The title shows exactly the bank's copia e cola.
      expect(t.pix!.copia_e_cola).toBe((cob.atual as { pixCopiaECola: string }).pixCopiaECola)
      const corpo = corpoAtual(txidDoTitulo(t.id))
      expect(corpo.valor.original).toBe(
        `${Math.trunc(t.saldo / 100)}.${String(t.saldo % 100).padStart(2, '0')}`,
      )
      expect(corpo.valor.multa?.valorPerc).toBe('2.00')
      expect(corpo.valor.juros?.valorPerc).toBe('1.00')
      expect(corpo.calendario.validadeAposVencimento).toBe(30)
      expect(corpo.chave).toBe('financeiro@oficina.com.br')
      expect(corpo.devedor.nome).toBe(view.cliente.nome_razao)
    }
    expect(corpoAtual(txidDoTitulo(titulos[0].id)).calendario.dataDeVencimento).toBe(venc)
    // The customer's page (the link the WhatsApp and email shares carry) shows the bank's codes too.
    const link = await call(x.t, admin, 'POST', `/api/os/${view.id}/link`)
    const portal = await x.t.app.inject({ method: 'GET', url: `/api/public/orcamentos/${link.json().token}` })
    expect(portal.json().titulos.map((t: { pix_copia_e_cola: string }) => t.pix_copia_e_cola)).toEqual(
      titulos.map((t) => t.pix!.copia_e_cola),
    )
  })

  it('a partial receipt at the counter revises the charge to the balance; settling it removes the charge', async () => {
    const { admin } = await buildCompany(x.t)
    await conectar(x.t, admin, x.psp)
    await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 1 }))
    const [titulo] = await esperarCobrancas(x.t, admin)
    const txid = txidDoTitulo(titulo.id)
    expect((await receber(x.t, admin, titulo.id, { valor: 10_000 })).statusCode).toBe(201)
    await expect.poll(() => x.psp.cobs.get(txid)?.historico.length, { timeout: 10_000 }).toBe(2)
    const revisao = x.psp.cobs.get(txid)!.historico[1]
    expect(revisao.metodo).toBe('PATCH')
    expect((revisao.corpo as Corpo).valor.original).toBe(
      `${Math.trunc((titulo.saldo - 10_000) / 100)}.${String((titulo.saldo - 10_000) % 100).padStart(2, '0')}`,
    )
    const [revisado] = await esperarCobrancas(x.t, admin)
    expect(revisado.saldo).toBe(titulo.saldo - 10_000)
    expect(revisado.pix?.origem).toBe('banco')

    // Settled at the counter: the charge at the bank is removed, so the customer cannot pay twice.
    expect((await receber(x.t, admin, titulo.id, { valor: revisado.saldo })).statusCode).toBe(201)
    await expect.poll(() => statusNoBanco(txid), { timeout: 10_000 }).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR')
  })

  it('reversing the invoice removes its charges at the bank', async () => {
    const { admin } = await buildCompany(x.t)
    await conectar(x.t, admin, x.psp)
    const { osId } = await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 2 }))
    const titulos = await esperarCobrancas(x.t, admin)
    const estorno = await call(x.t, admin, 'POST', `/api/os/${osId}/estornar-faturamento`)
    expect(estorno.statusCode, estorno.body).toBe(200)
    for (const t of titulos) {
      await expect
        .poll(() => statusNoBanco(txidDoTitulo(t.id)), {
          timeout: 10_000,
        })
        .toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR')
    }
  })

  it('a bank that is down never blocks invoicing: the static code meanwhile, registered once it is back', async () => {
    const { admin, empresaId } = await buildCompany(x.t)
    await setPix(x.t, empresaId, {
      chave: 'financeiro@oficina.com.br',
      nome: 'Oficina do Ze',
      cidade: 'Sao Paulo',
    })
    await conectar(x.t, admin, x.psp)
    x.psp.fora = true
    try {
      const { view } = await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 2 }))
      expect(view.faturado_em).not.toBeNull()
      // The job tried and failed: still pending, with the bank's answer kept and the static code shown.
      await expect
        .poll(async () => (await cobrancasNoBanco(empresaId)).every((c) => c.tentativas > 0 && c.erro), {
          timeout: 10_000,
        })
        .toBe(true)
      const pendentes = await esperarCobrancas(x.t, admin, 'pendente')
      for (const t of pendentes) expect(t.pix?.origem).toBe('estatico')
    } finally {
      x.psp.fora = false
    }
    await esperaPassou(x.t, empresaId)
    // Testing the connection wakes the job, as its next round would.
    expect((await call(x.t, admin, 'POST', '/api/cobranca-pix/testar')).json().ok).toBe(true)
    const registrados = await esperarCobrancas(x.t, admin)
    for (const t of registrados) expect(t.pix?.origem).toBe('banco')
  })

  it('two app servers working at once send each charge to the bank once', async () => {
    const { admin, empresaId } = await buildCompany(x.t)
    await conectar(x.t, admin, x.psp)
    x.psp.fora = true
    try {
      await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 3 }))
      await expect
        .poll(async () => (await cobrancasNoBanco(empresaId)).every((c) => c.tentativas > 0), {
          timeout: 10_000,
        })
        .toBe(true)
    } finally {
      x.psp.fora = false
    }
    await esperaPassou(x.t, empresaId)
    const outroServidor = await createTestApp({ PIX_CA_FILE: x.t.config.pix.caFile! }, { handle: x.t.handle })
    try {
      const aceitas = await Promise.all([
        registrarPendentes(x.t.handle.db, empresaId, x.t.config),
        registrarPendentes(outroServidor.handle.db, empresaId, outroServidor.config),
      ])
      expect(aceitas[0] + aceitas[1]).toBe(3)
    } finally {
      await outroServidor.close()
    }
    for (const c of await cobrancasNoBanco(empresaId)) {
      const puts = x.psp.requisicoes.filter(
        (r) => r.metodo === 'PUT' && r.caminho.endsWith(`/cobv/${c.txid}`),
      )
      expect(puts).toHaveLength(1)
      expect(c.status).toBe('registrada')
    }
  })

  it('without a bank connected, invoicing makes no charge and titles keep the static code', async () => {
    const { admin, empresaId } = await buildCompany(x.t)
    await setPix(x.t, empresaId, {
      chave: 'financeiro@oficina.com.br',
      nome: 'Oficina do Ze',
      cidade: 'Sao Paulo',
    })
    await osFaturada(x.t, admin, faturarBody({ sinal: 0, parcelas: 1 }))
    const [titulo] = await titulosDaEmpresa(x.t, admin)
    expect(titulo.cobranca).toBeNull()
    expect(titulo.pix?.origem).toBe('estatico')
    expect(await tituloNoBanco(x.t, empresaId, titulo.id)).toMatchObject({ status: 'aberto' })
  })
})
