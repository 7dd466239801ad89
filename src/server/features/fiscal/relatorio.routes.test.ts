import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { empresaComOs, inserirNota } from './relatorio-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const listar = async (user: TestUser, query = '') => {
  const res = await call(t, user, 'GET', `/api/notas-fiscais${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const numeros = (page: { items: Array<{ numero: string | null }> }) => page.items.map((n) => n.numero)

/**
 * Five notes of one company: March (two authorized — one with ISS retained —, one cancelled, one failed
 * attempt) and one authorized in February for another customer.
 */
async function seed(admin: TestUser) {
  const { c, novaOs } = await empresaComOs(t, admin)
  const joao = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'juridica',
    doc: '11.222.333/0001-81',
    nome_razao: 'João Peças Ltda',
  })
  const [os1, os2, os3, os4] = [await novaOs(), await novaOs(), await novaOs(), await novaOs(joao.id)]
  const base = { cliente_id: c.cliente.id }
  const marco1 = await inserirNota(t, admin.empresaId, {
    ...base,
    os_id: os1.id,
    numero: '101',
    competencia: '2026-03-05',
  })
  const retida = await inserirNota(
    t,
    admin.empresaId,
    {
      ...base,
      os_id: os2.id,
      numero: '102',
      competencia: '2026-03-20',
      valor_servicos: 50_000,
      desconto: 5_000,
      valor_iss: 900,
      iss_retido: true,
    },
    { pdf: Buffer.from('%PDF-1.4 danfse') },
  )
  const cancelada = await inserirNota(t, admin.empresaId, {
    ...base,
    os_id: os3.id,
    numero: '103',
    competencia: '2026-03-25',
    situacao: 'cancelada',
    valor_servicos: 99_999,
    valor_iss: 2_000,
    motivo_cancelamento: 'Erro no valor',
    cancelada_em: new Date('2026-03-26T10:00:00Z'),
  })
  const erro = await inserirNota(t, admin.empresaId, {
    ...base,
    os_id: os3.id,
    tentativa: 2,
    situacao: 'erro',
    competencia: '2026-03-26',
    mensagem: 'Código de tributação inválido',
  })
  const fevereiro = await inserirNota(t, admin.empresaId, {
    cliente_id: joao.id,
    os_id: os4.id,
    numero: '90',
    competencia: '2026-02-27',
    tomador_nome: 'João Peças Ltda',
    tomador_documento: '11222333000181',
  })
  return { c, joao, os1, os2, os4, marco1, retida, cancelada, erro, fevereiro }
}

describe('GET /api/notas-fiscais', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/notas-fiscais',
    permission: ['fiscal', 'view'],
  })

  it('refuses the técnico, who has no fiscal permission', async () => {
    const { empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const res = await call(t, tecnico, 'GET', '/api/notas-fiscais')
    expect(res.statusCode).toBe(403)
  })

  it('lets the operador read it (fiscal view by default)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await seed(admin)
    const operador = await buildUser(t, empresaId, 'operador')
    expect((await listar(operador)).total).toBe(5)
  })

  it('lists newest first with the cards over authorized notes only', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const page = await listar(admin)
    expect(page.total).toBe(5)
    expect(page.totalExact).toBe(true)
    expect(numeros(page)).toEqual([null, '103', '102', '101', '90'])
    // The cancelled (R$ 999,99) and the failed attempt add nothing.
    expect(page.totais).toEqual({
      quantidade: 3,
      valor_servicos: 35_000 + 50_000 + 35_000,
      valor_iss: 700 + 900 + 700,
      valor_iss_retido: 900,
    })
    const retida = page.items.find((n: { id: string }) => n.id === s.retida.id)
    expect(retida).toMatchObject({
      os_id: s.os2.id,
      numero_os: s.os2.numero_os,
      situacao: 'autorizada',
      competencia: '2026-03-20',
      valor_liquido: 45_000,
      iss_retido: true,
      danfse_url: `/api/notas-fiscais/${s.retida.id}/danfse`,
      xml_url: null,
      autorizada_em: '2026-03-10T14:05:00.000Z',
    })
    expect(page.items.find((n: { id: string }) => n.id === s.marco1.id).danfse_url).toBeNull()
    expect(page.items.find((n: { id: string }) => n.id === s.cancelada.id)).toMatchObject({
      motivo_cancelamento: 'Erro no valor',
      cancelada_em: '2026-03-26T10:00:00.000Z',
    })
  })

  it('filters by period (competência, both ends), situação and customer; the cards follow', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const marco = await listar(admin, '?de=2026-03-01&ate=2026-03-25')
    expect(numeros(marco)).toEqual(['103', '102', '101'])
    expect(marco.totais).toEqual({
      quantidade: 2,
      valor_servicos: 85_000,
      valor_iss: 1_600,
      valor_iss_retido: 900,
    })
    const canceladas = await listar(admin, '?situacao=cancelada')
    expect(numeros(canceladas)).toEqual(['103'])
    expect(canceladas.totais).toEqual({ quantidade: 0, valor_servicos: 0, valor_iss: 0, valor_iss_retido: 0 })
    expect(numeros(await listar(admin, '?situacao=erro'))).toEqual([null])
    const doJoao = await listar(admin, `?cliente_id=${s.joao.id}`)
    expect(numeros(doJoao)).toEqual(['90'])
    expect(doJoao.totais.valor_servicos).toBe(35_000)
    const vazio = await listar(admin, '?de=2025-01-01&ate=2025-01-31')
    expect(vazio).toMatchObject({ items: [], total: 0, totais: { quantidade: 0, valor_servicos: 0 } })
  })

  it('searches the note number, the OS number and the tomador (without accents)', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    expect(numeros(await listar(admin, '?q=102'))).toEqual(['102'])
    expect(numeros(await listar(admin, `?q=${encodeURIComponent(s.os4.numero_os)}`))).toEqual(['90'])
    expect(numeros(await listar(admin, '?q=joao%20pecas'))).toEqual(['90'])
    expect((await listar(admin, '?q=inexistente')).total).toBe(0)
  })

  it('pages by pageSize with the total of the filter', async () => {
    const { admin } = await buildCompany(t)
    await seed(admin)
    const p1 = await listar(admin, '?pageSize=2')
    const p2 = await listar(admin, '?pageSize=2&page=2')
    const p3 = await listar(admin, '?pageSize=2&page=3')
    expect([numeros(p1), numeros(p2), numeros(p3)]).toEqual([[null, '103'], ['102', '101'], ['90']])
    expect(p3).toMatchObject({ total: 5, page: 3, pageSize: 2 })
  })

  it("never lists another company's notes", async () => {
    const dona = await buildCompany(t)
    const { joao } = await seed(dona.admin)
    const outra = await buildCompany(t)
    const page = await listar(outra.admin)
    expect(page).toMatchObject({ items: [], total: 0, totais: { quantidade: 0 } })
    // Not even when filtering by the other company's customer.
    expect((await listar(outra.admin, `?cliente_id=${joao.id}`)).total).toBe(0)
  })

  it('answers 400 in Portuguese for bad filters', async () => {
    const { admin } = await buildCompany(t)
    const casos: Array<[string, string, string]> = [
      ['?de=2026-13-01', 'de', 'Informe a data no formato AAAA-MM-DD'],
      ['?de=2026-03-10&ate=2026-03-01', 'ate', 'A data final deve ser igual ou posterior à data inicial'],
      ['?situacao=paga', 'situacao', 'Situação inválida: use processando, autorizada, erro ou cancelada'],
      ['?cliente_id=abc', 'cliente_id', 'Cliente não encontrado'],
    ]
    for (const [query, campo, mensagem] of casos) {
      const res = await call(t, admin, 'GET', `/api/notas-fiscais${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.fields[campo], query).toBe(mensagem)
    }
  })
})
