import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANONIMIZACAO_MANTEM, NOME_ANONIMIZADO } from '../../../shared/titular/titular'
import { titularMessages as m } from '../../../shared/titular/titular.messages'
import { queryRows } from '../../db/client'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { cpfUnico, ondeAparecem, pessoaUnica, titularCompleto } from './titular-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const url = (id: string) => `/api/clientes/${id}/anonimizar`
const CONFIRMA = { confirmacao: 'ANONIMIZAR' }
const clienteSimples = async (owner: TestUser) =>
  (
    await create(t, owner, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: cpfUnico(),
      nome_razao: 'Cliente Simples',
    })
  ).id as string

const arquivosEm = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length
    : 0

/** The money the law keeps: titles, receipts and OS totals of the company. */
const totais = async (empresaId: string) =>
  (
    await queryRows<Record<string, number>>(
      t.handle.db,
      sql`select (select coalesce(sum(valor), 0)::int from ar_titulos where empresa_id = ${empresaId}) as titulos,
        (select coalesce(sum(valor_pago), 0)::int from ar_titulos where empresa_id = ${empresaId}) as pago,
        (select coalesce(sum(valor), 0)::int from pagamentos where empresa_id = ${empresaId}) as pagamentos,
        (select coalesce(sum(total_geral), 0)::int from os where empresa_id = ${empresaId}) as os,
        (select count(*)::int from os where empresa_id = ${empresaId}) as qtd_os`,
    )
  )[0]

describe('POST /api/clientes/:id/anonimizar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url,
    permission: ['cadastros', 'edit'],
    body: () => CONFIRMA,
    createRecord: clienteSimples,
    badBody: { body: { confirmacao: 'sim' }, field: 'confirmacao', message: m.confirmeAnonimizar },
  })

  it('is the Administrador’s only: the Gerente is refused with a Portuguese message', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const id = await clienteSimples(admin)
    const gerente = await buildUser(t, empresaId, 'gerente')
    const res = await call(t, gerente, 'POST', url(id), CONFIRMA)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(m.apenasAdminAnonimizar)
  })

  it('refuses a customer with an open OS, changing nothing', async () => {
    const { admin } = await buildCompany(t)
    const id = await clienteSimples(admin)
    await create(t, admin, '/api/os', { cliente_id: id })
    const res = await call(t, admin, 'POST', url(id), CONFIRMA)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Conclua ou cancele as OS abertas antes de anonimizar (1 OS aberta)',
    )
    expect((await call(t, admin, 'GET', `/api/clientes/${id}`)).json().nome_razao).toBe('Cliente Simples')
  })

  it('leaves no personal value in any table, keeps the financial totals, removes the photos; once', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const p = pessoaUnica()
    const { cliente } = await titularCompleto(t, admin, p)
    const antes = await totais(empresaId)
    expect(arquivosEm(path.join(t.config.dataDir, 'fotos', empresaId))).toBe(1)
    expect(arquivosEm(path.join(t.config.dataDir, 'vistorias', empresaId))).toBe(1)

    const res = await call(t, admin, 'POST', url(cliente.id), { confirmacao: 'anonimizar' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      anonimizado_em: expect.any(String),
      mantidos: [...ANONIMIZACAO_MANTEM],
    })

    const termos = [p.nome, p.cpf, p.celular, p.telefone, p.email, p.placa]
    expect(await ondeAparecem(t, termos)).toEqual(Object.fromEntries(termos.map((termo) => [termo, []])))
    expect(await totais(empresaId)).toEqual(antes)
    expect(arquivosEm(path.join(t.config.dataDir, 'fotos', empresaId))).toBe(0)
    expect(arquivosEm(path.join(t.config.dataDir, 'vistorias', empresaId))).toBe(0)

    // What the screens show: the marker on the page, nothing in a search for the old name.
    expect((await call(t, admin, 'GET', `/api/clientes/${cliente.id}`)).json()).toMatchObject({
      nome_razao: NOME_ANONIMIZADO,
      email: null,
      celular: null,
    })
    for (const termo of [p.nome, p.cpf, p.celular]) {
      const busca = await call(t, admin, 'GET', `/api/clientes?q=${encodeURIComponent(termo)}`)
      expect(busca.json().items, termo).toEqual([])
    }
    const privacidade = (await call(t, admin, 'GET', `/api/clientes/${cliente.id}/privacidade`)).json()
    expect(privacidade.anonimizado_em).toBe(res.json().anonimizado_em)

    // The log keeps what happened (the explicit entry and the row changes), without the old values.
    const entradas = await queryRows<{ acao: string; campos: unknown; usuario_id: string | null }>(
      t.handle.db,
      sql`select acao, campos, usuario_id from atividades where empresa_id = ${empresaId}
        and entidade = 'clientes' and entidade_id = ${cliente.id} order by id`,
    )
    expect(entradas.map((e) => e.acao)).toEqual(['criou', 'alterou', 'anonimizou'])
    expect(entradas[2]!.usuario_id).toBe(admin.userId)
    expect(entradas[1]!.campos).toMatchObject({ nome_razao: ['[anonimizado]', NOME_ANONIMIZADO] })

    const again = await call(t, admin, 'POST', url(cliente.id), CONFIRMA)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(m.jaAnonimizado)

    // No edit brings personal data back to an anonymised customer.
    const edicao = await call(t, admin, 'PATCH', `/api/clientes/${cliente.id}`, { nome_razao: p.nome })
    expect(edicao.statusCode).toBe(409)
    expect(edicao.json().error.message).toBe('Cliente anonimizado não pode ser editado')
    expect(await ondeAparecem(t, [p.nome])).toEqual({ [p.nome]: [] })
  }, 90_000)
})
