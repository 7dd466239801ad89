import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MensagemDeEvento } from '../../../shared/eventos/eventos'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo } from '../../test/os-fixtures'
import { faturar, faturarBody, osEmExecucao } from '../financeiro/financeiro-fixtures'

let t: TestApp
let outro: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // A second app server on the same database: its streams hear what the first one commits.
  outro = await createTestApp({}, { handle: t.handle })
  await Promise.all([t, outro].map((app) => app.app.listen({ port: 0, host: '127.0.0.1' })))
})
afterAll(async () => {
  await outro.close()
  await t.close()
})

interface Stream {
  status: number
  mensagens: MensagemDeEvento[]
  /** Resolves when the server ends the stream. */
  fim: Promise<void>
  fechar(): Promise<void>
}

/** GET /api/eventos over real HTTP, as a browser tab reads it: every `mudanca` message, parsed. */
async function abrir(app: TestApp, user: TestUser): Promise<Stream> {
  const { port } = app.app.server.address() as AddressInfo
  const res = await fetch(`http://127.0.0.1:${port}/api/eventos`, { headers: { cookie: user.cookie } })
  const reader = res.body!.getReader()
  const mensagens: MensagemDeEvento[] = []
  const decoder = new TextDecoder()
  let resto = ''
  const fim = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      resto += decoder.decode(value, { stream: true })
      const blocos = resto.split('\n\n')
      resto = blocos.pop() ?? ''
      for (const bloco of blocos) {
        const linhas = bloco.split('\n')
        if (!linhas.includes('event: mudanca')) continue
        const dados = linhas.find((l) => l.startsWith('data: '))!.slice(6)
        mensagens.push(JSON.parse(dados))
      }
    }
  })()
  return { status: res.status, mensagens, fim, fechar: () => reader.cancel() }
}

const tiposRecebidos = (s: Stream) => [...new Set(s.mensagens.flatMap((m) => m.tipos))].sort()
const calma = () => new Promise((r) => setTimeout(r, 600))

describe('GET /api/eventos (live updates)', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/eventos' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it("tells a company's streams of its changes, on every app server, and never another company's", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const streamA = await abrir(t, a.admin)
    const streamAOutro = await abrir(outro, a.admin)
    const streamB = await abrir(t, b.admin)
    expect([streamA.status, streamAOutro.status, streamB.status]).toEqual([200, 200, 200])

    await create(t, a.admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '529.982.247-25',
      nome_razao: 'Cliente Ao Vivo',
    })
    await expect.poll(() => tiposRecebidos(streamA), { timeout: 2_000 }).toEqual(['cadastros'])
    await expect.poll(() => tiposRecebidos(streamAOutro), { timeout: 2_000 }).toEqual(['cadastros'])
    await calma()
    expect(streamB.mensagens).toEqual([])
    // A kind, never data: the message is only the list of kinds.
    expect(streamA.mensagens[0]).toEqual({ tipos: ['cadastros'] })
    await Promise.all([streamA, streamAOutro, streamB].map((s) => s.fechar()))
  })

  it('a role is told only the kinds it may read: no receivables without Contas a Receber', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setPermission(t, empresaId, 'operador', 'contas_receber', { can_view: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const doAdmin = await abrir(t, admin)
    const doOperador = await abrir(t, operador)

    const c = await buildCatalogo(t, admin)
    const osId = await osEmExecucao(t, admin, c, 'concluido')
    await faturar(t, admin, osId, faturarBody({ sinal: 0, parcelas: 1 }))
    await expect
      .poll(() => tiposRecebidos(doAdmin), { timeout: 2_000 })
      .toEqual(['cadastros', 'financeiro', 'os'])
    await calma()
    expect(tiposRecebidos(doOperador)).toEqual(['cadastros', 'os'])
    await Promise.all([doAdmin.fechar(), doOperador.fechar()])
  })

  it('a server shutting down ends its streams at once (the browser reconnects to the next one)', async () => {
    const efemero = await createTestApp({}, { handle: t.handle })
    await efemero.app.listen({ port: 0, host: '127.0.0.1' })
    const { admin } = await buildCompany(t)
    const stream = await abrir(efemero, admin)
    const fechando = efemero.close()
    await expect(
      Promise.race([
        stream.fim.then(() => 'fim'),
        calma()
          .then(calma)
          .then(() => 'aberto'),
      ]),
    ).resolves.toBe('fim')
    await fechando
    // The other server still streams this company's changes.
    const noOutro = await abrir(outro, admin)
    await create(t, admin, '/api/servicos', { descricao: 'Alinhamento', preco_publico: 9000 })
    await expect.poll(() => tiposRecebidos(noOutro), { timeout: 2_000 }).toEqual(['cadastros'])
    await noOutro.fechar()
  })

  it("a change of the company's permissions ends its streams (the browser reconnects and is checked again)", async () => {
    const { admin } = await buildCompany(t)
    const stream = await abrir(t, admin)
    const matriz = await call(t, admin, 'GET', '/api/permissoes?role=tecnico')
    const res = await call(t, admin, 'PUT', '/api/permissoes', { role: 'tecnico', rows: matriz.json().rows })
    expect(res.statusCode, res.body).toBe(200)
    await expect(
      Promise.race([
        stream.fim.then(() => 'fim'),
        calma()
          .then(calma)
          .then(() => 'aberto'),
      ]),
    ).resolves.toBe('fim')
  })
})
