import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCompany } from '../../test/factories'
import {
  chamadas,
  configurarNfse,
  emitir,
  esperarSituacao,
  type FocusEApp,
  notasNoBanco,
  osFaturadaParaNota,
  startFocusEApp,
} from '../../test/nfse-fixtures'

// The provider settles notes later ('manual': only processar() does, then it calls the webhook).
let x: FocusEApp
beforeAll(async () => {
  x = await startFocusEApp({}, { processamento: 'manual' })
})
afterAll(() => x.close())

/** A configured company (its webhook registered at the fake) with a note processing. */
async function notaProcessando() {
  const empresa = await buildCompany(x.t)
  const config = await configurarNfse(x.t, empresa.admin, x.focus)
  const { osId } = await osFaturadaParaNota(x.t, empresa.admin)
  const nota = (await emitir(x.t, empresa.admin, osId)).json()
  expect(nota.situacao).toBe('processando')
  const gatilho = x.focus.gatilhos.find((g) => g.url === config.webhook_url)!
  return { ...empresa, osId, nota, webhookUrl: config.webhook_url as string, gatilho }
}

const postar = (url: string, corpo: object, autorizacao?: string) =>
  x.t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: autorizacao === undefined ? {} : { authorization: autorizacao },
    payload: corpo,
  })

describe('POST /api/webhooks/nfse/:token', () => {
  it('settles a slow note when the provider calls back, asking the provider rather than the body', async () => {
    const { admin, osId, nota } = await notaProcessando()
    const consultasAntes = chamadas(x.focus, 'GET', `/v2/nfsen/${nota.referencia}`).length
    await x.focus.processar(nota.referencia)
    const entrega = x.focus.entregas.at(-1)!
    expect(entrega.status).toBe(200)
    // The next consult was 5 s away and the polling job's round a minute: the callback settled it.
    const autorizada = await esperarSituacao(x.t, admin, osId, 'autorizada', 4_000)
    expect(autorizada.numero).toBe(x.focus.notas.get(nota.referencia)!.numero)
    expect(autorizada.danfse_url).not.toBeNull()
    expect(chamadas(x.focus, 'GET', `/v2/nfsen/${nota.referencia}`).length).toBe(consultasAntes + 1)

    // The same callback again changes nothing and asks nothing.
    const antes = await notasNoBanco(x.t, admin.empresaId)
    const repetido = await postar(entrega.url, entrega.corpo, entrega.cabecalhos.authorization)
    expect(repetido.statusCode).toBe(200)
    expect(await notasNoBanco(x.t, admin.empresaId)).toEqual(antes)
    expect(chamadas(x.focus, 'GET', `/v2/nfsen/${nota.referencia}`).length).toBe(consultasAntes + 1)
  })

  it('never trusts the body: a forged "autorizado" is checked with the provider, which says processing', async () => {
    const { admin, nota, webhookUrl, gatilho } = await notaProcessando()
    const res = await postar(
      webhookUrl,
      { ref: nota.referencia, status: 'autorizado', numero: '999' },
      gatilho.authorization!,
    )
    expect(res.statusCode).toBe(200)
    await expect
      .poll(() => chamadas(x.focus, 'GET', `/v2/nfsen/${nota.referencia}`).length, { timeout: 3_000 })
      .toBe(1)
    const [linha] = await notasNoBanco(x.t, admin.empresaId)
    expect(linha).toMatchObject({ situacao: 'processando', numero: null })
  })

  it('answers 401 to a wrong token or a wrong authorization, writing and asking nothing', async () => {
    const { admin, nota, webhookUrl, gatilho } = await notaProcessando()
    const antes = await notasNoBanco(x.t, admin.empresaId)
    const requisicoes = x.focus.requisicoes.length
    const corpo = { ref: nota.referencia, status: 'autorizado' }
    const tentativas = [
      postar(webhookUrl.replace(/[^/]+$/, 'token-que-nao-existe'), corpo, gatilho.authorization!),
      postar(webhookUrl, corpo, 'Bearer errado'),
      postar(webhookUrl, corpo),
      postar(webhookUrl, corpo, `${gatilho.authorization}x`),
    ]
    for (const res of await Promise.all(tentativas)) {
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Webhook não autorizado')
    }
    expect(await notasNoBanco(x.t, admin.empresaId)).toEqual(antes)
    expect(x.focus.requisicoes.length).toBe(requisicoes)
  })

  it('answers 200 to a reference it does not know, storing nothing', async () => {
    const { admin, webhookUrl, gatilho } = await notaProcessando()
    const antes = await notasNoBanco(x.t, admin.empresaId)
    const requisicoes = x.focus.requisicoes.length
    for (const corpo of [{ ref: 'nota-de-outro-sistema', status: 'autorizado' }, { sem: 'referência' }]) {
      const res = await postar(webhookUrl, corpo, gatilho.authorization!)
      expect(res.statusCode).toBe(200)
    }
    expect(await notasNoBanco(x.t, admin.empresaId)).toEqual(antes)
    expect(x.focus.requisicoes.length).toBe(requisicoes)
  })
})
