import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ComportamentoFocus, type FakeFocusNfe, iniciarFakeFocusNfe } from '../../test/fake-focus-nfe'
import { notaServicoDeTeste as nota } from '../../test/nota-servico'
import { criarProvedorFocusNfe } from './focus-nfe'
import { notaParaFocus } from './focus-nfe-json'
import { ErroFiscal, type ProvedorFiscal } from './provedor'

// The client against a local Focus NFe (src/server/test/fake-focus-nfe.ts); no database.
let focus: FakeFocusNfe
let padrao: ComportamentoFocus
beforeAll(async () => {
  focus = await iniciarFakeFocusNfe()
  padrao = { ...focus.comportamento }
})
afterAll(() => focus.fechar())
afterEach(() => focus.definirComportamento(padrao))

const provedor = (mudar: { token?: string; baseUrl?: string; timeoutMs?: number } = {}): ProvedorFiscal =>
  criarProvedorFocusNfe(
    { ambiente: 'homologacao', token: mudar.token ?? focus.token, baseUrl: mudar.baseUrl ?? focus.url },
    { timeoutMs: mudar.timeoutMs ?? 2000 },
  )

/** The ErroFiscal a promise rejects with (fails the test if it resolves or throws something else). */
async function erroDe(p: Promise<unknown>): Promise<ErroFiscal> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ErroFiscal)
  return err as ErroFiscal
}

/** A local HTTP server answering `responder` and keeping what it received (webhook receivers, odd APIs). */
async function servidorLocal(responder: (res: import('node:http').ServerResponse) => void) {
  const recebidas: { caminho: string; cabecalhos: IncomingHttpHeaders; corpo: string }[] = []
  const server: Server = createServer(async (req, res) => {
    const partes: Buffer[] = []
    for await (const parte of req) partes.push(parte as Buffer)
    recebidas.push({
      caminho: req.url ?? '',
      cabecalhos: req.headers,
      corpo: Buffer.concat(partes).toString(),
    })
    responder(res)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, recebidas, fechar: () => new Promise((r) => server.close(r)) }
}

describe('criarProvedorFocusNfe against the fake', () => {
  it('tests the configuration with a harmless authenticated GET', async () => {
    await provedor().testarConfiguracao('12345678000195')
    const ultima = focus.requisicoes.at(-1)
    expect(ultima?.metodo).toBe('GET')
    expect(ultima?.caminho).toMatch(/^\/v2\/nfsen\/bancadatesteconfiguracao\d+$/)
    expect(ultima?.autorizacao).toBe(`Basic ${Buffer.from(`${focus.token}:`).toString('base64')}`)
    expect(focus.notas.size).toBe(0)
  })

  it('says the token was refused (403 or 401) without showing it', async () => {
    const err = await erroDe(provedor({ token: 'token-errado-secreto' }).testarConfiguracao('12345678000195'))
    expect(err.message).toMatch(/^Token recusado pela Focus NFe/)
    expect(err.message).not.toContain('token-errado-secreto')
    expect(err).toMatchObject({ status: 403, temporario: false })
    focus.definirComportamento({ statusForcado: 401 })
    expect((await erroDe(provedor().consultar('qualquer'))).message).toMatch(/^Token recusado/)
  })

  it('issues, consults the authorized note and downloads its DANFSE and XML', async () => {
    const p = provedor()
    const n = nota()
    expect(await p.emitir(n)).toEqual({ referencia: n.referencia, situacao: 'processando' })
    const post = focus.requisicoes.at(-1)
    expect(post).toMatchObject({ metodo: 'POST', caminho: `/v2/nfsen?ref=${n.referencia}` })
    expect(post?.corpo).toEqual(notaParaFocus(n))

    const r = await p.consultar(n.referencia)
    expect(r).toMatchObject({ referencia: n.referencia, situacao: 'autorizada', autorizadaEm: n.dataEmissao })
    expect(r.numero).toMatch(/^\d+$/)
    expect(r.chave).toMatch(/^\d{50}$/)
    expect(r.codigoVerificacao).toBe(r.chave)
    expect(r.urlXml?.startsWith(`${focus.url}/arquivos/`)).toBe(true)

    const pdf = await p.baixar(r.urlDanfse as string)
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4')
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    // The storage link is not Focus's API: the token stays home.
    expect(focus.requisicoes.at(-1)).toMatchObject({ servidor: 'arquivos', autorizacao: undefined })
    const xml = (await p.baixar(r.urlXml as string)).toString()
    expect(xml).toContain(`<nNFSe>${r.numero}</nNFSe>`)
    expect(xml).toContain('<vServ>1234.56</vServ>')
  })

  it('reports the rejection in Portuguese and accepts the corrected note under the same reference', async () => {
    const p = provedor()
    const errada = nota({ servico: { codigoTributacaoNacional: '999999' } })
    await p.emitir(errada)
    const r = await p.consultar(errada.referencia)
    expect(r.situacao).toBe('erro')
    expect(r.mensagem).toMatch(/^Código de tributação nacional inválido/)
    const corrigida = { ...errada, servico: { ...errada.servico, codigoTributacaoNacional: '140101' } }
    expect((await p.emitir(corrigida)).situacao).toBe('processando')
    expect((await p.consultar(errada.referencia)).situacao).toBe('autorizada')
    expect(focus.notas.get(errada.referencia)?.envios).toHaveLength(2)
  })

  it('treats the same reference sent twice as the note already there (both duplicate answers)', async () => {
    const p = provedor()
    focus.definirComportamento({ processamento: 'manual' })
    const n = nota()
    await p.emitir(n)
    expect(await p.emitir(n)).toMatchObject({ situacao: 'processando' })
    await focus.processar(n.referencia, { perderWebhook: true })
    expect(await p.emitir(n)).toMatchObject({
      situacao: 'autorizada',
      numero: focus.notas.get(n.referencia)?.numero,
    })
    focus.definirComportamento({ respostaDuplicada: 'ja_existe' })
    expect(await p.emitir(n)).toMatchObject({ situacao: 'autorizada' })
    expect(focus.notas.get(n.referencia)?.envios).toHaveLength(1)
    const daNota = [`/v2/nfsen?ref=${n.referencia}`, `/v2/nfsen/${n.referencia}`]
    const chamadas = focus.requisicoes.filter((q) => daNota.includes(q.caminho)).map((q) => q.metodo)
    expect(chamadas).toEqual(['POST', 'POST', 'GET', 'POST', 'GET', 'POST', 'GET'])
  })

  it('receives the callback with the registered header after a slow processing', async () => {
    const receptor = await servidorLocal((res) => res.writeHead(200).end('ok'))
    try {
      const p = provedor()
      focus.definirComportamento({ processamento: 'manual' })
      await p.registrarWebhook('12345678000195', `${receptor.url}/webhooks/fiscal`, 'Bearer segredo-1')
      const n = nota()
      await p.emitir(n)
      expect((await p.consultar(n.referencia)).situacao).toBe('processando')
      await focus.processar(n.referencia)
      expect(receptor.recebidas).toHaveLength(1)
      const chamada = receptor.recebidas[0]
      expect(chamada.caminho).toBe('/webhooks/fiscal')
      expect(chamada.cabecalhos.authorization).toBe('Bearer segredo-1')
      expect(p.lerWebhook(JSON.parse(chamada.corpo))).toEqual({ referencia: n.referencia })
      expect((await p.consultar(n.referencia)).situacao).toBe('autorizada')
    } finally {
      focus.gatilhos.splice(0)
      await receptor.fechar()
    }
  })

  it('settles by polling when the callback is lost', async () => {
    const receptor = await servidorLocal((res) => res.writeHead(200).end())
    try {
      const p = provedor()
      focus.definirComportamento({ processamento: 'manual' })
      await p.registrarWebhook('12345678000195', receptor.url, 'segredo')
      const n = nota()
      await p.emitir(n)
      await focus.processar(n.referencia, { perderWebhook: true })
      expect(receptor.recebidas).toHaveLength(0)
      expect((await p.consultar(n.referencia)).situacao).toBe('autorizada')
    } finally {
      focus.gatilhos.splice(0)
      await receptor.fechar()
    }
  })

  it('replaces the hook: a new secret, the same one again, and the one-hook-per-event rule', async () => {
    const p = provedor()
    const cnpj = '12ABC34501DE35'
    await p.registrarWebhook(cnpj, 'https://oficina.example/api/webhooks/fiscal', 'segredo-1')
    await p.registrarWebhook(cnpj, 'https://oficina.example/api/webhooks/fiscal', 'segredo-2')
    expect(focus.gatilhos).toEqual([
      expect.objectContaining({
        cnpj,
        event: 'nfsen',
        authorization: 'segredo-2',
        authorization_header: 'Authorization',
      }),
    ])
    const antes = focus.requisicoes.length
    await p.registrarWebhook(cnpj, 'https://oficina.example/api/webhooks/fiscal', 'segredo-2')
    expect(focus.requisicoes.slice(antes).map((q) => q.metodo)).toEqual(['GET'])

    focus.definirComportamento({ gatilhoUnicoPorEvento: true })
    await p.registrarWebhook(cnpj, 'https://novo-dominio.example/api/webhooks/fiscal', 'segredo-3')
    expect(focus.gatilhos).toEqual([
      expect.objectContaining({
        url: 'https://novo-dominio.example/api/webhooks/fiscal',
        authorization: 'segredo-3',
      }),
    ])
    focus.gatilhos.splice(0)
  })

  it('cancels with the justification, repeats harmlessly, and reports a refusal', async () => {
    const p = provedor()
    const n = nota()
    await p.emitir(n)
    await p.consultar(n.referencia)
    expect(await p.cancelar(n.referencia, 'Serviço lançado em duplicidade')).toEqual({
      referencia: n.referencia,
      situacao: 'cancelada',
    })
    expect(focus.requisicoes.at(-1)?.corpo).toEqual({ justificativa: 'Serviço lançado em duplicidade' })
    expect(focus.notas.get(n.referencia)?.status).toBe('cancelado')
    expect((await p.cancelar(n.referencia, 'Serviço lançado em duplicidade')).situacao).toBe('cancelada')

    const outra = nota()
    await p.emitir(outra)
    await p.consultar(outra.referencia)
    focus.definirComportamento({ recusarCancelamento: 'Prazo de cancelamento encerrado para esta NFS-e.' })
    expect(await p.cancelar(outra.referencia, 'Serviço lançado em duplicidade')).toEqual({
      referencia: outra.referencia,
      situacao: 'autorizada',
      cancelamentoRecusado: true,
      mensagem: 'Prazo de cancelamento encerrado para esta NFS-e.',
    })
    expect(focus.notas.get(outra.referencia)?.status).toBe('autorizado')
  })

  it('refuses cancels Focus refuses: not authorized, short justification, unknown note', async () => {
    const p = provedor()
    focus.definirComportamento({ processamento: 'manual' })
    const n = nota()
    await p.emitir(n)
    const naoAutorizada = await erroDe(p.cancelar(n.referencia, 'Serviço lançado em duplicidade'))
    expect(naoAutorizada.message).toMatch(/não autorizada não pode ser cancelada/)
    expect(naoAutorizada.temporario).toBe(false)
    expect((await erroDe(p.cancelar(n.referencia, 'curta'))).message).toMatch(/justificativa/)
    expect(await erroDe(p.cancelar('naoexiste', 'Serviço lançado em duplicidade'))).toMatchObject({
      status: 404,
    })
    expect(await erroDe(p.consultar('naoexiste'))).toMatchObject({ status: 404, temporario: false })
  })

  it("maps Focus's refusals, outages and timeouts to ErroFiscal", async () => {
    const p = provedor()
    const invalida = await erroDe(p.emitir(nota({ servico: { codigoTributacaoNacional: '14010' } })))
    expect(invalida).toMatchObject({ status: 422, temporario: false })
    expect(invalida.message).toMatch(
      /^A Focus NFe recusou o pedido: codigo_tributacao_nacional_iss deve ter 6 dígitos/,
    )

    focus.definirComportamento({ statusForcado: 500 })
    expect(await erroDe(p.emitir(nota()))).toMatchObject({ status: 500, temporario: true })
    focus.definirComportamento({ statusForcado: null, atrasoMs: 300 })
    const lenta = await erroDe(provedor({ timeoutMs: 100 }).consultar('qualquer'))
    expect(lenta).toMatchObject({
      temporario: true,
      message: 'A Focus NFe não respondeu em 1 s. Tente de novo em instantes.',
    })
    const fora = await erroDe(
      provedor({ baseUrl: 'http://127.0.0.1:1' }).testarConfiguracao('12345678000195'),
    )
    expect(fora).toMatchObject({
      temporario: true,
      message: 'Não foi possível conectar à Focus NFe. Tente de novo em instantes.',
    })
  })

  it('never shows the token, even when an answer echoes it', async () => {
    const eco = await servidorLocal((res) =>
      res
        .writeHead(422, { 'content-type': 'application/json' })
        .end(JSON.stringify({ codigo: 'erro_validacao', mensagem: 'Token tok-eco-123 sem empresa' })),
    )
    try {
      const err = await erroDe(provedor({ baseUrl: eco.url, token: 'tok-eco-123' }).emitir(nota()))
      expect(err.message).toBe('A Focus NFe recusou o pedido: Token *** sem empresa')
    } finally {
      await eco.fechar()
    }
  })

  it('limits downloads to 10 MB and says when a document is not there yet', async () => {
    const p = provedor()
    const grande = await servidorLocal((res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      const bloco = Buffer.alloc(1024 * 1024, 0x41)
      for (let i = 0; i < 11; i++) res.write(bloco)
      res.end()
    })
    try {
      expect((await erroDe(p.baixar(`${grande.url}/grande.pdf`))).message).toMatch(/10 MB/)
    } finally {
      await grande.fechar()
    }
    expect(await erroDe(p.baixar(`${focus.url}/arquivos/inexistente.xml`))).toMatchObject({
      status: 404,
      temporario: true,
    })
    expect((await erroDe(p.baixar('ftp://exemplo/arquivo'))).message).toBe('Endereço de documento inválido.')
  })

  it('reads a callback into its reference, and nothing else', () => {
    const p = provedor()
    expect(p.lerWebhook({ ref: 'os42', status: 'autorizado' })).toEqual({ referencia: 'os42' })
    for (const corpo of [undefined, null, 'os42', [], {}, { ref: '' }, { ref: 42 }]) {
      expect(p.lerWebhook(corpo)).toBeUndefined()
    }
  })
})
