import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultPoolSize, loadConfig } from './config'
import type { Interfaces } from './ops/enderecos-da-maquina'

const dataDir = mkdtempSync(path.join(tmpdir(), 'bancada-config-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database and the demo company', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, {})
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demo: true,
      baseUrl: 'http://localhost:3000',
    })
  })

  it("without BASE_URL, links use this machine's network address; localhost when it has none", () => {
    const wifi = { address: '192.168.1.20', family: 'IPv4', internal: false } as const
    const outra = { address: '10.0.0.7', family: 'IPv4', internal: false } as const
    const comRede = { eth0: [{ ...outra }], wlan0: [{ ...wifi }] } as unknown as Interfaces
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '3100' }, comRede)
    expect(config.baseUrl).toBe('http://10.0.0.7:3100')
    expect(config.baseUrlConfigurado).toBe(false)
    expect(config.enderecosLocais).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://10.0.0.7:3100',
      'http://192.168.1.20:3100',
    ])
    // Listening on this machine only, no other device could open the network address.
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1' }, comRede).baseUrl).toBe(
      'http://localhost:3000',
    )
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '192.168.1.20' }, comRede).baseUrl).toBe(
      'http://192.168.1.20:3000',
    )
    expect(loadConfig({ DATA_DIR: dataDir, BASE_URL: 'https://x.com.br/' }, comRede)).toMatchObject({
      baseUrl: 'https://x.com.br',
      baseUrlConfigurado: true,
    })
    expect(() => loadConfig({ DATA_DIR: dataDir, BASE_URL: 'oficina.com.br' })).toThrow(
      'BASE_URL deve ser uma URL http(s)',
    )
  })

  it('turns the demo off with DEMO=0, and on PostgreSQL only with DEMO=1', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '0' }).demo).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://x/y' }).demo).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://x/y', DEMO: '1' }).demo).toBe(true)
  })

  it('generates the auth secret once and keeps it in the data directory', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first)
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first)
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'dado' }).authSecret).toBe('dado')
  })

  it('reads the rate limits and refuses a value that is not a whole number', () => {
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_AUTH_MAX: '9' }).rateLimit.authMax).toBe(9)
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow('PORT deve ser um número inteiro')
  })

  it('keeps twice the cores as PostgreSQL connections, from 4 to 10, unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 3, 4, 5, 16].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 8, 10, 10])
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3)
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE deve ser ao menos 1',
    )
  })
})
