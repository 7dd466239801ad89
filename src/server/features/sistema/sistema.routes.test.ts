import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Interfaces } from '../../ops/enderecos-da-maquina'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, TEST_PASSWORD, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { moveOs } from '../financeiro/financeiro-fixtures'

const URL = '/api/sistema/endereco'

/** A machine on a shop's network: loopback, a Docker bridge and the Wi-Fi address. */
const rede: Interfaces = {
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    },
  ],
  docker0: [
    {
      address: '172.17.0.1',
      netmask: '255.255.0.0',
      family: 'IPv4',
      mac: '02:42:00:00:00:01',
      internal: false,
      cidr: '172.17.0.1/16',
    },
  ],
  wlan0: [
    {
      address: 'fe80::1',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: 'aa:bb:cc:dd:ee:ff',
      internal: false,
      cidr: 'fe80::1/64',
      scopeid: 2,
    },
    {
      address: '192.168.0.10',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: 'aa:bb:cc:dd:ee:ff',
      internal: false,
      cidr: '192.168.0.10/24',
    },
  ],
}

/** An OS whose quote was sent, and the link 'Link do orçamento' (and the share dialog) hand out. */
async function linkDoOrcamento(t: TestApp, admin: TestUser) {
  const o = await create(t, admin, '/api/os', osBody(await buildCatalogo(t, admin)))
  await moveOs(t, admin, o.id, 'orcamento_enviado')
  const res = await call(t, admin, 'POST', `/api/os/${o.id}/link`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().url as string
}

describe('GET /api/sistema/endereco', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => URL,
    permission: ['configuracoes', 'view'],
  })

  it('says a localhost BASE_URL only opens on this computer', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', URL)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ url: 'http://localhost:3000', configurado: true, alcance: 'maquina' })
  })
})

describe('customers’ links with BASE_URL set', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: 'https://oficina.exemplo.com.br/' }, { interfaces: rede })
  })
  afterAll(() => t.close())

  it('use the configured address, which anyone can open', async () => {
    const { admin } = await buildCompany(t)
    expect(await linkDoOrcamento(t, admin)).toMatch(/^https:\/\/oficina\.exemplo\.com\.br\/p\/[\w-]{43}$/)
    expect((await call(t, admin, 'GET', URL)).json()).toEqual({
      url: 'https://oficina.exemplo.com.br',
      configurado: true,
      alcance: 'internet',
    })
  })
})

describe('customers’ links without BASE_URL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: '', PORT: '3000' }, { interfaces: rede })
  })
  afterAll(() => t.close())

  it("use this machine's address on the shop's network, never localhost", async () => {
    const { admin } = await buildCompany(t)
    expect(await linkDoOrcamento(t, admin)).toMatch(/^http:\/\/192\.168\.0\.10:3000\/p\/[\w-]{43}$/)
    expect((await call(t, admin, 'GET', URL)).json()).toEqual({
      url: 'http://192.168.0.10:3000',
      configurado: false,
      alcance: 'rede',
    })
  })

  it('sign in works from this computer and from the network address, not from another site', async () => {
    const { admin } = await buildCompany(t)
    const signIn = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: admin.email, password: TEST_PASSWORD },
      })
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://192.168.0.10:3000']) {
      const res = await signIn(origin)
      expect(res.statusCode, origin).toBe(200)
      expect(res.headers['set-cookie']).toBeDefined()
    }
    expect((await signIn('http://172.17.0.1:3000')).statusCode).toBe(403)
    expect((await signIn('https://evil.example')).statusCode).toBe(403)
  })
})
