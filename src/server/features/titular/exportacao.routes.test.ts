import { sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { titularMessages as m } from '../../../shared/titular/titular.messages'
import { queryRows } from '../../db/client'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { EXCLUIDAS_DA_EXPORTACAO } from './exportacao.dados'
import { pessoaUnica, titularCompleto } from './titular-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const url = (id: string) => `/api/clientes/${id}/dados-pessoais.zip`
const clienteSimples = async (owner: TestUser) =>
  (
    await create(t, owner, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: pessoaUnica().cpf,
      nome_razao: 'Cliente Simples',
    })
  ).id as string

const baixar = async (user: TestUser, id: string) => {
  const res = await call(t, user, 'GET', url(id))
  expect(res.statusCode, res.body).toBe(200)
  const arquivos = unzipSync(new Uint8Array(res.rawPayload))
  return { res, arquivos, json: JSON.parse(strFromU8(arquivos['dados.json']!)) }
}

/**
 * Every table with a foreign-key chain to clientes (directly or through veiculos, os, ar_titulos,
 * vistorias, agendamentos...), read from the catalog: a new table that references the customer appears
 * here without anyone remembering it.
 */
async function tabelasQueReferenciamClientes(): Promise<string[]> {
  const rows = await queryRows<{ tabela: string }>(
    t.handle.db,
    sql`with recursive fk as (
        select conrelid::regclass::text as tabela, confrelid::regclass::text as alvo
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace),
      cadeia(tabela) as (
        select tabela from fk where alvo = 'clientes'
        union select fk.tabela from fk join cadeia c on fk.alvo = c.tabela)
      select distinct tabela from cadeia where tabela <> 'clientes' order by tabela`,
  )
  return rows.map((r) => r.tabela)
}

describe('GET /api/clientes/:id/dados-pessoais.zip', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url,
    permission: ['cadastros', 'view'],
    createRecord: clienteSimples,
  })

  it('refuses the Operador and the Técnico even with the registers view, with a Portuguese message', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const id = await clienteSimples(admin)
    await setPermission(t, empresaId, 'operador', 'cadastros', { can_view: true })
    const operador = await buildUser(t, empresaId, 'operador')
    const res = await call(t, operador, 'GET', url(id))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(m.apenasAdminOuGerenteExportar)
  })

  it('answers a ZIP with a readable PDF, the JSON of everything about the person and their photos', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const p = pessoaUnica()
    const { cliente, veiculo, os } = await titularCompleto(t, admin, p)
    const { res, arquivos, json } = await baixar(admin, cliente.id)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dados-pessoais-.+\.zip"$/)
    expect(strFromU8(arquivos['dados.pdf']!.slice(0, 5))).toBe('%PDF-')
    expect(Object.keys(arquivos).filter((k) => k.startsWith('fotos/os/'))).toHaveLength(1)
    expect(arquivos[json.dados.os_fotos[0].arquivo]).toBeDefined()
    expect(Object.keys(arquivos).filter((k) => k.startsWith('fotos/vistorias/'))).toHaveLength(1)

    expect(json.titular).toMatchObject({ nome_razao: p.nome, doc: p.cpf, email: p.email, celular: p.celular })
    expect(json.consentimento).toHaveProperty('consentimento_marketing')
    expect(json.dados.veiculos).toEqual([expect.objectContaining({ id: veiculo.id, placa: p.placa })])
    expect(json.dados.os).toEqual([expect.objectContaining({ numero_os: os.numero_os, total_geral: 30000 })])
    expect(json.dados.os_itens.map((i: { descricao: string }) => i.descricao)).toEqual(['Troca de óleo'])
    expect(json.dados.os_orcamentos).toHaveLength(1)
    expect(json.dados.ar_titulos.length).toBeGreaterThan(0)
    expect(json.dados.pagamentos.length).toBeGreaterThan(0)
    expect(json.dados.vistorias[0]).toMatchObject({ assinante_nome: p.nome })
    expect(json.dados.agendamentos).toHaveLength(1)
    expect(json.dados.emails).toEqual([expect.objectContaining({ para: p.email })])
    expect(json.dados.os_historico.some((h: { nome_cliente: string }) => h.nome_cliente === p.nome)).toBe(
      true,
    )
    // No tenant key, search text or secret leaves.
    expect(JSON.stringify(json)).not.toContain(empresaId)
    expect(JSON.stringify(json)).not.toContain('token_hash')

    // The export is in the activity log (security category).
    const [entrada] = await queryRows<{ acao: string; categoria: string; usuario_id: string }>(
      t.handle.db,
      sql`select acao, categoria, usuario_id from atividades where empresa_id = ${empresaId}
        and entidade = 'clientes' and entidade_id = ${cliente.id} and acao = 'exportou'`,
    )
    expect(entrada).toEqual({ acao: 'exportou', categoria: 'seguranca', usuario_id: admin.userId })
  })

  it('has a section for every table that references the customer (derived from the foreign keys)', async () => {
    const { admin } = await buildCompany(t)
    const id = await clienteSimples(admin)
    const { json } = await baixar(admin, id)
    const tabelas = await tabelasQueReferenciamClientes()
    expect(tabelas).toEqual(expect.arrayContaining(['veiculos', 'os', 'ar_titulos', 'vistoria_fotos']))
    const faltando = tabelas.filter((tb) => !(tb in json.dados) && !(tb in EXCLUIDAS_DA_EXPORTACAO))
    expect(faltando, 'tabelas que referenciam clientes sem seção na exportação').toEqual([])
    expect(json.dados.clientes).toHaveLength(1)
  })

  it('lets the Gerente export, without the financial sections when his role does not see Contas a Receber', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { cliente } = await titularCompleto(t, admin)
    await setPermission(t, empresaId, 'gerente', 'contas_receber', { can_view: false })
    const gerente = await buildUser(t, empresaId, 'gerente')
    const { json } = await baixar(gerente, cliente.id)
    expect(json.dados.os).toHaveLength(1)
    expect(json.dados.ar_titulos).toEqual([])
    expect(json.dados.pagamentos).toEqual([])
    expect(json.omitidas).toContain('ar_titulos')
  })
})
