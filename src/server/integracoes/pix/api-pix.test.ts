import { once } from 'node:events'
import { createServer } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FakePsp, startFakePsp } from '../../test/fake-psp'
import { criarClientePsp, validarCertificado } from './api-pix'
import {
  type CertificadoCliente,
  type ClientePsp,
  type CobvInput,
  type CredenciaisPsp,
  centavosParaValor,
  ErroPsp,
  valorParaCentavos,
} from './psp'

// Against a local bank speaking the API Pix over mutual TLS (src/server/test/fake-psp.ts).
let psp: FakePsp
const clientes: ClientePsp[] = []
beforeAll(async () => {
  psp = await startFakePsp({ maxItensPorPagina: 2 })
})
afterAll(() => psp.close())
afterEach(() => {
  for (const c of clientes.splice(0)) c.fechar()
  psp.fora = false
  psp.atrasoMs = 0
})

const pem = (): CertificadoCliente => ({ tipo: 'pem', ...psp.certificadoPem })
function cliente(mudar: Partial<CredenciaisPsp> = {}, opts?: { timeoutMs?: number }) {
  const c = criarClientePsp(
    {
      baseUrl: psp.baseUrl,
      tokenUrl: psp.tokenUrl,
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      certificado: pem(),
      ca: psp.ca,
      ...mudar,
    },
    opts,
  )
  clientes.push(c)
  return c
}
/** The ErroPsp a promise rejects with (fails the test if it resolves or throws something else). */
async function erroDe(p: Promise<unknown>): Promise<ErroPsp> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ErroPsp)
  return err as ErroPsp
}

let sequencia = 0
const novoTxid = () => `bancadaos${Date.now()}${String(++sequencia).padStart(4, '0')}`.padEnd(30, '0')
const cobvBase = (mudar: Partial<CobvInput> = {}): CobvInput => ({
  txid: novoTxid(),
  vencimento: '2030-03-10',
  validadeAposVencimento: 30,
  devedor: { nome: 'Maria da Silva', cpf: '12345678909' },
  valorCentavos: 15000,
  chave: 'financeiro@oficina.com.br',
  ...mudar,
})

describe('money in the API format', () => {
  it('writes centavos as "reais.centavos" without floats', () => {
    expect(centavosParaValor(0)).toBe('0.00')
    expect(centavosParaValor(5)).toBe('0.05')
    expect(centavosParaValor(15000)).toBe('150.00')
    expect(centavosParaValor(123456789)).toBe('1234567.89')
    expect(() => centavosParaValor(1.5)).toThrow(RangeError)
    expect(() => centavosParaValor(-1)).toThrow(RangeError)
  })
  it('reads only the standard pattern', () => {
    expect(valorParaCentavos('0.10')).toBe(10)
    expect(valorParaCentavos('1234567.89')).toBe(123456789)
    for (const ruim of ['1.5', '1,50', '-1.00', '1e3', ' 1.00', '1.000', 15, undefined]) {
      expect(() => valorParaCentavos(ruim)).toThrow(ErroPsp)
    }
  })
})

describe('authentication (OAuth2 over mutual TLS)', () => {
  it('gets a token with a PEM certificate and with a PFX one', async () => {
    const antes = psp.tokens.length
    await cliente().testarConexao()
    await cliente({
      certificado: { tipo: 'pfx', ...psp.certificadoPfx },
      scope: 'cobv.write pix.read',
    }).testarConexao()
    expect(psp.tokens.length).toBe(antes + 2)
    expect(psp.escopos.at(-1)).toBe('cobv.write pix.read')
  })

  it('a wrong secret is refused for good, in Portuguese, without the secret in the message', async () => {
    const err = await erroDe(cliente({ clientSecret: 'segredo-errado' }).testarConexao())
    expect(err.message).toBe('O banco recusou as credenciais (client id/secret).')
    expect(err).toMatchObject({ status: 401, temporario: false })
    expect(err.message).not.toContain('segredo')
  })

  it('the TLS handshake fails without a client certificate or with one from another CA', async () => {
    const semCertificado = await new Promise<string>((resolve) => {
      const req = https.request(psp.tokenUrl, { method: 'POST', ca: psp.ca }, () => resolve('respondeu'))
      req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'erro'))
      req.end()
    })
    expect(semCertificado).not.toBe('respondeu')
    const antes = psp.tokens.length
    const outraCa = await erroDe(
      cliente({ certificado: { tipo: 'pem', ...psp.certificadoDeOutraCa } }).testarConexao(),
    )
    // TLS 1.3: the server's refusal reaches the client as a reset, so the message only hints at the certificate.
    expect(outraCa.message).toMatch(/certificado do cliente/)
    expect(psp.tokens.length).toBe(antes)
  })

  it('a server the client does not trust is refused, not retried', async () => {
    const err = await erroDe(cliente({ ca: undefined }).testarConexao())
    expect(err.message).toMatch(/^O certificado do servidor do banco não é confiável/)
    expect(err.temporario).toBe(false)
  })

  it('a wrong PFX password or a key of another certificate is an invalid certificate', async () => {
    validarCertificado(pem())
    validarCertificado({ tipo: 'pfx', ...psp.certificadoPfx })
    const invalidos: CertificadoCliente[] = [
      { tipo: 'pfx', pfx: psp.certificadoPfx.pfx, senha: 'errada' },
      { tipo: 'pem', cert: psp.certificadoPem.cert, key: psp.certificadoDeOutraCa.key },
      { tipo: 'pem', cert: 'lixo', key: 'lixo' },
    ]
    for (const c of invalidos)
      expect(() => validarCertificado(c)).toThrow('Certificado do cliente inválido ou senha incorreta.')
    const err = await erroDe(cliente({ certificado: invalidos[0] }).testarConexao())
    expect(err.message).toBe('Certificado do cliente inválido ou senha incorreta.')
  })

  it('keeps the token between calls and fetches a new one once when the bank forgot it', async () => {
    const c = cliente()
    const antes = psp.tokens.length
    const { txid } = await c.criarCobv(cobvBase())
    await c.consultarCobv(txid)
    expect(psp.tokens.length).toBe(antes + 1)
    psp.revogarTokens()
    expect((await c.consultarCobv(txid)).txid).toBe(txid)
    expect(psp.tokens.length).toBe(antes + 2)
  })
})

describe('cobv', () => {
  it('creates a charge with fine, interest and discount, amounts from centavos', async () => {
    const entrada = cobvBase({
      multaPercentual: '2.00',
      jurosPercentualMes: '1.00',
      desconto: { percentual: '5.00', ate: '2030-03-05' },
      solicitacaoPagador: 'OS 1234 — troca de embreagem',
    })
    const cobv = await cliente().criarCobv(entrada)
    expect(cobv).toMatchObject({ txid: entrada.txid, revisao: 0, status: 'ATIVA', valorCentavos: 15000 })
    expect(cobv.vencimento).toBe('2030-03-10')
    expect(cobv.pixCopiaECola).toContain(entrada.txid)
    expect(psp.cobs.get(entrada.txid)?.historico[0]).toEqual({
      metodo: 'PUT',
      corpo: {
        calendario: { dataDeVencimento: '2030-03-10', validadeAposVencimento: 30 },
        devedor: { cpf: '12345678909', nome: 'Maria da Silva' },
        valor: {
          original: '150.00',
          multa: { modalidade: 2, valorPerc: '2.00' },
          juros: { modalidade: 3, valorPerc: '1.00' },
          desconto: { modalidade: 2, descontoDataFixa: [{ data: '2030-03-05', valorPerc: '5.00' }] },
        },
        chave: 'financeiro@oficina.com.br',
        solicitacaoPagador: 'OS 1234 — troca de embreagem',
      },
    })
  })

  it('sends a company as cnpj and leaves out what was not asked for', async () => {
    const entrada = cobvBase({
      devedor: { nome: 'Transportes Ltda', cnpj: '12345678000195' },
      valorCentavos: 5,
    })
    await cliente().criarCobv(entrada)
    const corpo = psp.cobs.get(entrada.txid)?.historico[0].corpo
    expect(corpo?.devedor).toEqual({ cnpj: '12345678000195', nome: 'Transportes Ltda' })
    expect(corpo?.valor).toEqual({ original: '0.05' })
    expect(corpo).not.toHaveProperty('solicitacaoPagador')
  })

  it('refuses bad input before calling the bank', async () => {
    const antes = psp.requisicoes.length
    const c = cliente()
    await erroDe(c.criarCobv(cobvBase({ txid: 'curto' })))
    await erroDe(c.criarCobv(cobvBase({ devedor: { nome: 'X', cpf: '123', cnpj: '12345678000195' } })))
    await erroDe(c.criarCobv(cobvBase({ valorCentavos: 0 })))
    await erroDe(c.criarCobv(cobvBase({ multaPercentual: '2' })))
    expect(psp.requisicoes.length).toBe(antes)
  })

  it('revises amount and due date, reads it back, removes it; a removed charge cannot be revised', async () => {
    const c = cliente()
    const { txid } = await c.criarCobv(cobvBase())
    const revisada = await c.revisarCobv(txid, { valorCentavos: 18990, vencimento: '2030-04-10' })
    expect(revisada).toMatchObject({
      revisao: 1,
      valorCentavos: 18990,
      vencimento: '2030-04-10',
      status: 'ATIVA',
    })
    expect(psp.cobs.get(txid)?.historico[1]).toEqual({
      metodo: 'PATCH',
      corpo: { calendario: { dataDeVencimento: '2030-04-10' }, valor: { original: '189.90' } },
    })
    expect(await c.consultarCobv(txid)).toEqual(revisada)
    await c.removerCobv(txid)
    expect((await c.consultarCobv(txid)).status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR')
    const err = await erroDe(c.revisarCobv(txid, { valorCentavos: 100 }))
    expect(err).toMatchObject({ status: 400, temporario: false })
    expect(err.message).toMatch(/^O banco recusou a requisição \(HTTP 400\): Somente cobranças ativas/)
  })

  it('an unknown txid is a 404, not temporary', async () => {
    const err = await erroDe(cliente().consultarCobv(novoTxid()))
    expect(err).toMatchObject({ status: 404, temporario: false })
  })
})

describe('received pix and refunds', () => {
  it('lists every pix of the period across pages', async () => {
    const c = cliente()
    const inicio = new Date()
    const pagos = []
    for (const valorCentavos of [1000, 2550, 99]) {
      const { txid } = await c.criarCobv(cobvBase({ valorCentavos }))
      pagos.push(await psp.pagar(txid))
    }
    const antes = psp.requisicoes.length
    const lista = await c.listarPix(inicio, new Date(Date.now() + 1000))
    expect(lista.map((p) => p.valorCentavos).sort((a, b) => a - b)).toEqual([99, 1000, 2550])
    expect(lista.map((p) => p.endToEndId).sort()).toEqual(pagos.map((p) => p.endToEndId).sort())
    expect(lista[0]).toMatchObject({ txid: pagos[0].txid, pagadorNome: 'Maria da Silva' })
    const paginas = psp.requisicoes.slice(antes).map((r) => new URL(r.caminho, 'https://x').searchParams)
    expect(paginas.map((q) => q.get('paginacao.paginaAtual'))).toEqual(['0', '1'])
  })

  it('asks for a refund with its own id', async () => {
    const c = cliente()
    const { txid } = await c.criarCobv(cobvBase())
    const pago = await psp.pagar(txid)
    const dev = await c.devolver(pago.endToEndId, 'devolucao1', 500)
    expect(dev).toMatchObject({ id: 'devolucao1', status: 'EM_PROCESSAMENTO' })
    expect(dev.rtrId).toMatch(/^D/)
    expect(psp.requisicoes.at(-1)?.corpo).toEqual({ valor: '5.00' })
    const demais = await erroDe(c.devolver(pago.endToEndId, 'devolucao2', 15000))
    expect(demais.temporario).toBe(false)
    // Asked later, the bank says how it went.
    psp.pix.find((p) => p.endToEndId === pago.endToEndId)!.devolucoes[0].status = 'DEVOLVIDO'
    expect(await c.consultarDevolucao(pago.endToEndId, 'devolucao1')).toMatchObject({
      id: 'devolucao1',
      status: 'DEVOLVIDO',
    })
    expect((await erroDe(c.consultarDevolucao(pago.endToEndId, 'outra'))).message).toMatch(/HTTP 404/)
  })

  it('registers the webhook and the bank posts each payment to <url>/pix', async () => {
    const recebidos: { url?: string; corpo: string; assinatura?: string }[] = []
    const app = createServer((req, res) => {
      let corpo = ''
      req.on('data', (p) => {
        corpo += p
      })
      req.on('end', () => {
        recebidos.push({ url: req.url, corpo, assinatura: req.headers['x-pix-signature'] as string })
        res.end('ok')
      })
    }).listen(0, '127.0.0.1')
    await once(app, 'listening')
    const c = cliente()
    await c.registrarWebhook(
      'financeiro@oficina.com.br',
      `http://127.0.0.1:${(app.address() as AddressInfo).port}/webhooks/psp`,
    )
    expect(psp.webhookChave).toBe('financeiro@oficina.com.br')
    const { txid } = await c.criarCobv(cobvBase())
    const pago = await psp.pagar(txid, { hmacSecret: 'k' })
    expect(recebidos).toHaveLength(1)
    expect(recebidos[0].url).toBe('/webhooks/psp/pix')
    expect(JSON.parse(recebidos[0].corpo).pix[0]).toMatchObject({
      endToEndId: pago.endToEndId,
      txid,
      valor: '150.00',
    })
    expect(recebidos[0].assinatura).toMatch(/^sha256=[0-9a-f]{64}$/)
    app.close()
  })
})

describe('bank down or slow', () => {
  it('a 503 is temporary', async () => {
    psp.fora = true
    const err = await erroDe(cliente().testarConexao())
    expect(err).toMatchObject({ status: 503, temporario: true })
    expect(err.message).toBe('O banco está indisponível no momento (HTTP 503). Tente novamente mais tarde.')
  })

  it('no answer within the timeout is temporary', async () => {
    psp.atrasoMs = 500
    const err = await erroDe(cliente({}, { timeoutMs: 100 }).testarConexao())
    expect(err.temporario).toBe(true)
    expect(err.message).toBe('O banco não respondeu em 0,1 s.')
  })

  it('a closed port is temporary', async () => {
    const err = await erroDe(cliente({ tokenUrl: 'https://127.0.0.1:1/oauth/token' }).testarConexao())
    expect(err).toMatchObject({
      temporario: true,
      message: 'Não foi possível conectar ao banco (ECONNREFUSED).',
    })
  })
})
