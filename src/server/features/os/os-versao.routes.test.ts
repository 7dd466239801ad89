import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const horaSP = () =>
  new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date())

describe('two people editing one OS (optimistic concurrency)', () => {
  it('the second save of a stale version is refused with who changed it and the fresh OS', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const gerente = await buildUser(t, empresaId, 'gerente')
    const c = await buildCatalogo(t, admin)
    const criada = await create(t, admin, '/api/os', osBody(c))
    expect(criada.versao).toBe(1)

    // Both opened it at version 1; the manager saves first.
    const primeiro = await call(t, gerente, 'PATCH', `/api/os/${criada.id}`, {
      versao: 1,
      observacoes: 'Cliente pediu para lavar',
    })
    expect(primeiro.statusCode, primeiro.body).toBe(200)
    expect(primeiro.json().versao).toBe(2)

    const antes = horaSP()
    const segundo = await call(t, admin, 'PATCH', `/api/os/${criada.id}`, {
      versao: 1,
      observacoes: 'Trocar a lâmpada também',
    })
    expect(segundo.statusCode).toBe(409)
    const { error } = segundo.json()
    expect(error.code).toBe('OS_ALTERADA')
    expect([
      `Esta OS foi alterada por Pessoa gerente às ${antes}`,
      `Esta OS foi alterada por Pessoa gerente às ${horaSP()}`,
    ]).toContain(error.message)
    expect(error.os).toMatchObject({ versao: 2, observacoes: 'Cliente pediu para lavar' })
    // Nothing of the refused save was written.
    const agora = await call(t, admin, 'GET', `/api/os/${criada.id}`)
    expect(agora.json()).toMatchObject({ versao: 2, observacoes: 'Cliente pediu para lavar' })

    // Saved on the fresh version, it goes through.
    const denovo = await call(t, admin, 'PATCH', `/api/os/${criada.id}`, {
      versao: 2,
      observacoes: 'Trocar a lâmpada também',
    })
    expect(denovo.json()).toMatchObject({ versao: 3, observacoes: 'Trocar a lâmpada também' })
  })

  it('any change raises the version (a status move too); a save without a version is not checked', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const criada = await create(t, admin, '/api/os', osBody(c))
    const enviada = await call(t, admin, 'POST', `/api/os/${criada.id}/status`, {
      status: 'orcamento_enviado',
    })
    expect(enviada.json().versao).toBeGreaterThan(1)
    const velha = await call(t, admin, 'PATCH', `/api/os/${criada.id}`, { versao: 1, observacoes: 'x' })
    expect(velha.statusCode).toBe(409)
    // API clients that send no version are not checked.
    const semVersao = await call(t, admin, 'PATCH', `/api/os/${criada.id}`, { observacoes: 'Sem versão' })
    expect(semVersao.statusCode).toBe(200)
  })

  it('answers 400 in Portuguese for a bad version', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const criada = await create(t, admin, '/api/os', osBody(c))
    const res = await call(t, admin, 'PATCH', `/api/os/${criada.id}`, { versao: 'um' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.versao).toBe('Versão inválida')
  })
})
