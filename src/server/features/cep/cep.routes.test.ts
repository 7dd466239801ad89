import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'

// Local fakes of ViaCEP and BrasilAPI; each can be switched to "down" (500) or "hanging" (no answer).
const state = { via: 'up' as 'up' | 'down' | 'hang', brasil: 'up' as 'up' | 'down' | 'hang', viaCalls: 0 }
function fake(handler: (url: string) => [number, unknown], which: 'via' | 'brasil'): Server {
  return createServer((req, res) => {
    if (which === 'via') state.viaCalls++
    if (state[which] === 'hang') return
    const [status, body] = state[which] === 'down' ? [500, { erro: 'fora do ar' }] : handler(req.url ?? '')
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
}
const via = fake(
  (url) =>
    url === '/ws/01001000/json/'
      ? [
          200,
          {
            cep: '01001-000',
            logradouro: 'Praça da Sé',
            complemento: 'lado ímpar',
            bairro: 'Sé',
            localidade: 'São Paulo',
            uf: 'SP',
          },
        ]
      : [200, { erro: 'true' }],
  'via',
)
const brasil = fake(
  (url) =>
    url === '/api/cep/v2/20040002'
      ? [
          200,
          {
            cep: '20040002',
            state: 'RJ',
            city: 'Rio de Janeiro',
            neighborhood: 'Centro',
            street: 'Avenida Rio Branco',
          },
        ]
      : [404, { message: 'CEP não encontrado' }],
  'brasil',
)

let t: TestApp
let user: TestUser
beforeAll(async () => {
  await new Promise<void>((r) => via.listen(0, '127.0.0.1', r))
  await new Promise<void>((r) => brasil.listen(0, '127.0.0.1', r))
  t = await createTestApp({
    CEP_API_URL: `http://127.0.0.1:${(via.address() as AddressInfo).port}/ws`,
    CEP_FALLBACK_URL: `http://127.0.0.1:${(brasil.address() as AddressInfo).port}/api/cep/v2`,
    // Long enough for a busy 2-core machine; the hang case below still proves the two timeouts bound the wait.
    CEP_TIMEOUT_MS: '1000',
  })
  user = (await buildCompany(t)).admin
})
afterAll(async () => {
  await t.close()
  via.closeAllConnections()
  brasil.closeAllConnections()
  via.close()
  brasil.close()
})

const lookup = (cep: string) => call(t, user, 'GET', `/api/cep/${cep}`)

describe('GET /api/cep/:cep', () => {
  it('answers the address ViaCEP gives, and then from its cache', async () => {
    Object.assign(state, { via: 'up', brasil: 'up', viaCalls: 0 })
    const res = await lookup('01001000')
    expect(res.json()).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      cidade: 'São Paulo',
      uf: 'SP',
    })
    expect((await lookup('01001000')).statusCode).toBe(200)
    expect(state.viaCalls).toBe(1)
  })

  it('answers 404 when the CEP does not exist', async () => {
    Object.assign(state, { via: 'up', brasil: 'up' })
    const res = await lookup('99999999')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('CEP não encontrado')
  })

  it('falls back to BrasilAPI when ViaCEP is down', async () => {
    Object.assign(state, { via: 'down', brasil: 'up' })
    expect((await lookup('20040002')).json()).toEqual({
      cep: '20040-002',
      logradouro: 'Avenida Rio Branco',
      bairro: 'Centro',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    })
  })

  it('answers 404 when ViaCEP is down and BrasilAPI does not know the CEP', async () => {
    Object.assign(state, { via: 'down', brasil: 'up' })
    const res = await lookup('99999998')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('CEP não encontrado')
  })

  it('answers 503 with a Portuguese message when both providers are down, and retries next time', async () => {
    Object.assign(state, { via: 'down', brasil: 'down', viaCalls: 0 })
    const res = await lookup('04538133')
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toEqual({
      code: 'CEP_INDISPONIVEL',
      message: 'Não foi possível consultar o CEP',
    })
    // A failure is not cached: once ViaCEP is back, the same CEP is asked again.
    Object.assign(state, { via: 'up' })
    expect((await lookup('04538133')).statusCode).toBe(404)
    expect(state.viaCalls).toBe(2)
  })

  it('answers 503 within the timeouts when both providers hang', async () => {
    Object.assign(state, { via: 'hang', brasil: 'hang' })
    const started = Date.now()
    const res = await lookup('30130010')
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe('Não foi possível consultar o CEP')
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('answers 400 for a CEP without 8 digits and 401 without a session', async () => {
    const bad = await lookup('0100100')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.cep).toBe('O CEP deve ter 8 dígitos')
    expect((await t.app.inject({ method: 'GET', url: '/api/cep/01001000' })).statusCode).toBe(401)
  })
})
