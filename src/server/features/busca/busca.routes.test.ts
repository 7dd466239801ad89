import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { osFaturada } from '../financeiro/financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const buscar = async (user: TestUser, q: string) => {
  const res = await call(t, user, 'GET', `/api/busca?q=${encodeURIComponent(q)}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id)

describe('GET /api/busca', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/busca?q=silva' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('answers 403 to a role that may see none of OS, cadastros and contas a receber', async () => {
    const { empresaId } = await buildCompany(t)
    for (const modulo of ['os', 'cadastros', 'contas_receber'] as const)
      await setPermission(t, empresaId, 'operador', modulo, { can_view: false })
    const operador = await buildUser(t, empresaId, 'operador')
    // Checked before the term: a bad term from such a user is still a 403.
    for (const q of ['silva', 'a']) {
      const res = await call(t, operador, 'GET', `/api/busca?q=${q}`)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
    }
  })

  it('answers 400 with the Portuguese message for a term too short, too long or missing', async () => {
    const { admin } = await buildCompany(t)
    for (const [url, message] of [
      ['/api/busca?q=a', 'Digite ao menos 2 caracteres para buscar'],
      ['/api/busca?q=%20%20a%20', 'Digite ao menos 2 caracteres para buscar'],
      ['/api/busca', 'Digite ao menos 2 caracteres para buscar'],
      [`/api/busca?q=${'x'.repeat(101)}`, 'Busca longa demais'],
    ]) {
      const res = await call(t, admin, 'GET', url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error.fields.q).toBe(message)
    }
  })

  it('finds OS by number and by sequence, clients by name, CPF (masked or not) and phone', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    // The first OS: its sequence typed with the padding, or with one zero (a term has 2 characters at least).
    for (const q of [o.numero_os, o.numero_os.toLowerCase(), o.numero_os.slice(-4), '01']) {
      const r = await buscar(admin, q)
      expect(r.os, q).toEqual([
        {
          id: o.id,
          numero_os: o.numero_os,
          status: 'rascunho',
          cliente_nome: 'Maria Aparecida da Silva',
          veiculo_placa: 'ABC1D23',
        },
      ])
    }
    const maria = {
      id: c.cliente.id,
      nome_razao: 'Maria Aparecida da Silva',
      doc: '52998224725',
      cidade: null,
      uf: null,
    }
    for (const q of ['aparecida', '529.982.247-25', '52998224725', '(11) 97162-6799', '971626799']) {
      const r = await buscar(admin, q)
      expect(r.clientes, q).toEqual([maria])
      // Only a number finds an OS: the client's OS are one Enter away, on /os?q=.
      expect(r.os, q).toEqual([])
    }
  })

  it('finds the same car by its plate in the old and the Mercosul form', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const gol = await create(t, admin, '/api/veiculos', {
      cliente_id: c.cliente.id,
      placa: 'ABC1234',
      marca: 'Volkswagen',
      modelo: 'Gol',
    })
    const esperado = [
      {
        id: gol.id,
        placa: 'ABC1234',
        marca: 'Volkswagen',
        modelo: 'Gol',
        cliente_nome: c.cliente.nome_razao,
      },
    ]
    for (const q of ['ABC1234', 'abc-1234', 'ABC1C34', 'abc1c34'])
      expect((await buscar(admin, q)).veiculos, q).toEqual(esperado)
    // The catalogue's Mercosul car is found by its old form too; part of a plate searches as text.
    expect(ids((await buscar(admin, 'ABC-1323')).veiculos)).toEqual([c.veiculo.id])
    expect(ids((await buscar(admin, 'abc1')).veiculos)).toEqual([gol.id, c.veiculo.id])
    expect(ids((await buscar(admin, 'gol')).veiculos)).toEqual([gol.id])
  })

  it("never answers another company's rows, even with the same client name and plate", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const ca = await buildCatalogo(t, a.admin)
    const cb = await buildCatalogo(t, b.admin)
    const oa = await create(t, a.admin, '/api/os', osBody(ca))
    const ob = await create(t, b.admin, '/api/os', osBody(cb))
    // Both companies' first OS share the number.
    expect(oa.numero_os).toBe(ob.numero_os)
    for (const [user, cat, osId] of [
      [a.admin, ca, oa.id],
      [b.admin, cb, ob.id],
    ] as const) {
      expect(ids((await buscar(user, 'Maria Aparecida')).clientes)).toEqual([cat.cliente.id])
      expect(ids((await buscar(user, '529.982.247-25')).clientes)).toEqual([cat.cliente.id])
      expect(ids((await buscar(user, 'ABC1D23')).veiculos)).toEqual([cat.veiculo.id])
      expect(ids((await buscar(user, oa.numero_os)).os)).toEqual([osId])
    }
  })

  it('answers the titles of an OS found by number only to who may see Contas a Receber', async () => {
    const { empresaId, admin } = await buildCompany(t)
    const { osId, view } = await osFaturada(t, admin)
    const r = await buscar(admin, view.numero_os)
    expect(ids(r.os)).toEqual([osId])
    expect(r.titulos).toHaveLength(4)
    // The deposit is received when invoicing; the instalments split the rest (R$ 429,80).
    expect(r.titulos.map((x: { parcela: string }) => x.parcela)).toEqual(['Sinal', '1/3', '2/3', '3/3'])
    expect(r.titulos[0]).toMatchObject({ parcela: 'Sinal', saldo: 0, situacao: 'pago' })
    expect(r.titulos[1]).toMatchObject({
      os_id: osId,
      numero_os: view.numero_os,
      cliente_nome: 'Maria Aparecida da Silva',
      parcela: '1/3',
      situacao: 'aberto',
    })
    expect(r.titulos.slice(1).reduce((s: number, x: { saldo: number }) => s + x.saldo, 0)).toBe(42_980)

    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const doTecnico = await buscar(tecnico, view.numero_os)
    expect(ids(doTecnico.os)).toEqual([osId])
    expect(doTecnico.titulos).toEqual([])
    expect(ids((await buscar(tecnico, 'Maria')).clientes)).toHaveLength(1)

    // An operador without cadastros view still finds OS, but no clients or vehicles.
    await setPermission(t, empresaId, 'operador', 'cadastros', { can_view: false })
    const operador = await buildUser(t, empresaId, 'operador')
    expect(await buscar(operador, 'Maria')).toEqual({ os: [], clientes: [], veiculos: [], titulos: [] })
    expect((await buscar(operador, view.numero_os)).titulos).toHaveLength(4)

    // The Básico plan (once the trial with Pro limits is over) has no Contas a Receber: not even the
    // admin gets titles.
    await t.handle.db.execute(
      sql`update empresas set plano = 'basico', status_assinatura = 'ativa' where id = ${empresaId}`,
    )
    t.sessions.forgetEmpresa(empresaId)
    const basico = await buscar(admin, view.numero_os)
    expect(ids(basico.os)).toEqual([osId])
    expect(basico.titulos).toEqual([])
  })

  it('answers empty groups for a term that matches nothing', async () => {
    const { admin } = await buildCompany(t)
    await buildCatalogo(t, admin)
    expect(await buscar(admin, 'zzzz%_')).toEqual({ os: [], clientes: [], veiculos: [], titulos: [] })
  })
})
