import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planoDeParcelas } from '../../../shared/financeiro/parcelas'
import { tituloDoRegistro } from '../../../shared/os/os-historico'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import {
  faturar,
  faturarBody,
  hojeSP,
  moveOs,
  osEmExecucao,
  osFaturada,
  plusDays,
  receber,
  TOTAL_OS,
  tituloNoBanco,
} from './financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const faturarRes = (user: TestUser, id: string, body: object = faturarBody()) =>
  call(t, user, 'POST', `/api/os/${id}/faturar`, body)
const estornar = (user: TestUser, id: string) => call(t, user, 'POST', `/api/os/${id}/estornar-faturamento`)

describe('POST /api/os/:id/faturar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/os/${id}/faturar`,
    permission: ['contas_receber', 'create'],
    body: () => faturarBody(),
    createRecord: async (owner) => osEmExecucao(t, owner, await buildCatalogo(t, owner)),
    badBody: {
      body: { forma: 'pix', parcelas: 13, vencimento_inicial: '2026-12-01' },
      field: 'parcelas',
      message: 'Informe de 1 a 12 parcelas',
    },
  })

  it('creates the titles of the instalment plan, the deposit paid with its receipt', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const hoje = hojeSP()
    const vencimento_inicial = plusDays(hoje, 30)
    const { osId, view } = await osFaturada(t, admin, faturarBody({ vencimento_inicial, forma: 'cartao' }))
    expect(view.faturado_em).not.toBeNull()
    expect(view.status).toBe('em_execucao')
    const plano = planoDeParcelas({
      total: TOTAL_OS,
      sinal: 10_000,
      parcelas: 3,
      vencimentoInicial: vencimento_inicial,
      hoje,
    })
    expect(view.titulos.map((x: Record<string, unknown>) => [x.parcela, x.valor, x.vencimento])).toEqual(
      plano.map((p) => [p.parcela, p.valor, p.vencimento]),
    )
    // 529,80 − 100,00 = 429,80 in three: 143,26 + 143,26 + 143,28.
    expect(view.titulos.map((x: { valor: number }) => x.valor)).toEqual([10_000, 14_326, 14_326, 14_328])
    const [sinal, ...parcelas] = view.titulos
    expect(sinal).toMatchObject({
      parcela: 'Sinal',
      emissao: hoje,
      vencimento: hoje,
      valor_pago: 10_000,
      saldo: 0,
      situacao: 'pago',
      recebido_em: hoje,
      forma: 'cartao',
      numero_os: view.numero_os,
      cliente_nome: 'Maria Aparecida da Silva',
      cliente_telefone: '11971626799',
      veiculo: { marca: 'Fiat', modelo: 'Uno', placa: 'ABC1D23' },
      pix: null,
    })
    for (const p of parcelas) {
      expect(p).toMatchObject({
        emissao: hoje,
        valor_pago: 0,
        situacao: 'aberto',
        recebido_em: null,
        forma: 'cartao',
      })
      expect(p.saldo).toBe(p.valor)
    }
    expect(await tituloNoBanco(t, empresaId, sinal.id)).toEqual({
      valor_pago: 10_000,
      status: 'pago',
      recebimentos: 1,
      soma: 10_000,
    })
    const nota = view.historico.at(-1)
    expect(nota).toMatchObject({
      de_status: 'em_execucao',
      para_status: 'em_execucao',
      evento: 'faturamento',
      observacao: 'Faturada em 3 parcelas, sinal de R$\u00a0100,00 (Cartão)',
    })
    // The history names it as an invoice, not by its unchanged status.
    expect(tituloDoRegistro(nota)).toBe('Faturamento')
    // The OS detail carries the same titles.
    const detalhe = (await call(t, admin, 'GET', `/api/os/${osId}`)).json()
    expect(detalhe.titulos).toEqual(view.titulos)
  })

  it('invoices a concluded OS without a deposit, and a deposit that pays everything', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const concluida = await osEmExecucao(t, admin, c, 'concluido')
    const semSinal = await faturar(t, admin, concluida, faturarBody({ sinal: 0, parcelas: 1 }))
    expect(semSinal.titulos.map((x: { parcela: string; valor: number }) => [x.parcela, x.valor])).toEqual([
      ['1/1', TOTAL_OS],
    ])
    const outra = await osEmExecucao(t, admin, c)
    const avista = await faturar(t, admin, outra, faturarBody({ sinal: TOTAL_OS, parcelas: 2 }))
    expect(avista.titulos).toHaveLength(1)
    expect(avista.titulos[0]).toMatchObject({ parcela: 'Sinal', situacao: 'pago', valor: TOTAL_OS })
    expect(avista.historico.at(-1).observacao).toBe('Faturada à vista, sinal de R$\u00a0529,80 (PIX)')
  })

  it('refuses to invoice twice, a rascunho, and bad amounts, writing nothing', async () => {
    const { admin } = await buildCompany(t)
    const { c, osId } = await osFaturada(t, admin)
    const again = await faturarRes(admin, osId)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Esta OS já foi faturada')

    const rascunho = await create(t, admin, '/api/os', osBody(c))
    const r = await faturarRes(admin, rascunho.id)
    expect(r.statusCode).toBe(409)
    expect(r.json().error.message).toBe('Só uma OS em execução ou concluída pode ser faturada')

    const nova = await osEmExecucao(t, admin, c)
    const acima = await faturarRes(admin, nova, faturarBody({ sinal: TOTAL_OS + 1 }))
    expect(acima.statusCode).toBe(400)
    expect(acima.json().error.fields.sinal).toBe('O sinal não pode ser maior que o total da OS')
    const demais = await faturarRes(admin, nova, faturarBody({ sinal: TOTAL_OS - 5, parcelas: 6 }))
    expect(demais.statusCode).toBe(400)
    expect(demais.json().error.fields.parcelas).toBe('Parcelas demais para o valor restante')
    const intacta = (await call(t, admin, 'GET', `/api/os/${nova}`)).json()
    expect(intacta).toMatchObject({ faturado_em: null, titulos: [] })
  })

  it('refuses an OS whose total is zero', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const gratis = await create(
      t,
      admin,
      '/api/os',
      osBody(c, { desconto_tipo: 'valor', desconto_valor: TOTAL_OS }),
    )
    await moveOs(t, admin, gratis.id, 'orcamento_enviado', 'aprovado', 'em_execucao')
    const res = await faturarRes(admin, gratis.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('A OS não tem valor a faturar')
  })

  it('ends two concurrent invoices of one OS with exactly one invoice', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const id = await osEmExecucao(t, admin, c)
    const answers = await Promise.all([faturarRes(admin, id), faturarRes(admin, id), faturarRes(admin, id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
    const view = (await call(t, admin, 'GET', `/api/os/${id}`)).json()
    expect(view.titulos).toHaveLength(4)
  })

  it('needs os edit besides contas_receber create (DESIGN §3)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const id = await osEmExecucao(t, admin, c)
    await setPermission(t, empresaId, 'operador', 'os', { can_edit: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const res = await faturarRes(operador, id)
    expect(res.statusCode).toBe(403)
    const gerente = await buildUser(t, empresaId, 'gerente')
    expect((await faturarRes(gerente, id)).statusCode).toBe(201)
  })
})

describe('POST /api/os/:id/estornar-faturamento', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/os/${id}/estornar-faturamento`,
    permission: ['contas_receber', 'delete'],
    createRecord: async (owner) => (await osFaturada(t, owner, faturarBody({ sinal: 0 }))).osId,
    badBody: { body: { motivo: 'x' }, field: 'motivo', message: 'Campo não permitido' },
  })

  it('cancels the titles of an invoice without receipts; the OS can then be cancelled', async () => {
    const { admin } = await buildCompany(t)
    const { osId } = await osFaturada(t, admin, faturarBody({ sinal: 0 }))
    const res = await estornar(admin, osId)
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json()
    expect(view.faturado_em).toBeNull()
    expect(view.titulos.map((x: { situacao: string }) => x.situacao)).toEqual([
      'cancelado',
      'cancelado',
      'cancelado',
    ])
    expect(view.historico.at(-1)).toMatchObject({
      evento: 'estorno_faturamento',
      observacao: '3 títulos cancelados',
      para_status: 'em_execucao',
    })
    expect(tituloDoRegistro(view.historico.at(-1))).toBe('Faturamento estornado')
    const lista = (await call(t, admin, 'GET', '/api/titulos')).json()
    expect(lista.items).toEqual([])

    const twice = await estornar(admin, osId)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.message).toBe('Esta OS não está faturada')

    // Invoiced again after the estorno: the new titles come first, the cancelled ones after.
    const again = await faturar(t, admin, osId, faturarBody({ sinal: 0, parcelas: 1 }))
    expect(
      again.titulos.map((x: { parcela: string; situacao: string }) => `${x.parcela} ${x.situacao}`),
    ).toEqual(['1/1 aberto', '1/3 cancelado', '2/3 cancelado', '3/3 cancelado'])
    expect((await estornar(admin, osId)).statusCode).toBe(200)
    const cancelada = await call(t, admin, 'POST', `/api/os/${osId}/status`, {
      status: 'cancelado',
      observacao: 'Cliente desistiu',
    })
    expect(cancelada.statusCode, cancelada.body).toBe(200)
  })

  it('refuses while any receipt exists, the deposit included', async () => {
    const { admin } = await buildCompany(t)
    const comSinal = await osFaturada(t, admin)
    const res = await estornar(admin, comSinal.osId)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Não é possível estornar: a OS já tem recebimentos registrados')

    const semSinal = await osEmExecucao(t, admin, comSinal.c)
    const view = await faturar(t, admin, semSinal, faturarBody({ sinal: 0 }))
    expect((await receber(t, admin, view.titulos[1].id, { valor: 100 })).statusCode).toBe(201)
    const refused = await estornar(admin, semSinal)
    expect(refused.statusCode).toBe(409)
    const depois = (await call(t, admin, 'GET', `/api/os/${semSinal}`)).json()
    expect(depois.faturado_em).not.toBeNull()
    expect(depois.titulos.map((x: { situacao: string }) => x.situacao)).toEqual([
      'aberto',
      'aberto',
      'aberto',
    ])
    const cancelar = await call(t, admin, 'POST', `/api/os/${semSinal}/status`, {
      status: 'cancelado',
      observacao: 'Desistiu',
    })
    expect(cancelar.statusCode).toBe(409)
  })
})
