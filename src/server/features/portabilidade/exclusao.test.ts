import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOME_ANONIMIZADO } from '../../../shared/titular/titular'
import { queryRows } from '../../db/client'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, signIn, type TestUser } from '../../test/factories'
import { logoStorage } from '../empresa/empresa-logo.storage'
import { fotoStorage } from '../os/fotos/fotos.storage'
import { pessoaUnica, titularCompleto } from '../titular/titular-fixtures'
import { vistoriaStorage } from '../vistoria/vistoria.storage'
import { empresasAExcluir, excluirDadosDaEmpresa } from './exclusao.service'
import { tabelasAnonimizadas, tabelasApagadas, tabelasMantidas } from './exclusao.tabelas'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DIA = 24 * 60 * 60 * 1000
const arquivos = () => ({
  fotosOs: fotoStorage(t.config),
  fotosVistoria: vistoriaStorage(t.config),
  logos: logoStorage(t.config),
})

/** A company with a customer who has everything (OS, photos, inspection, titles, payment), and an operator. */
async function empresaCompleta() {
  const { admin, empresaId } = await buildCompany(t)
  const operador = await buildUser(t, empresaId, 'operador')
  const pessoa = pessoaUnica()
  await titularCompleto(t, admin, pessoa)
  return { admin, operador, empresaId, pessoa }
}

/** What the law keeps (OS totals, titles, payments, notes) and what goes, as numbers. */
const retrato = async (empresaId: string) =>
  (
    await queryRows<Record<string, number>>(
      t.handle.db,
      sql`select
        (select count(*)::int from os where empresa_id = ${empresaId}) as os,
        (select coalesce(sum(total_geral), 0)::int from os where empresa_id = ${empresaId}) as os_total,
        (select count(*)::int from os_itens where empresa_id = ${empresaId}) as os_itens,
        (select coalesce(sum(valor), 0)::int from ar_titulos where empresa_id = ${empresaId}) as titulos,
        (select coalesce(sum(valor), 0)::int from pagamentos where empresa_id = ${empresaId}) as pagamentos,
        (select count(*)::int from clientes where empresa_id = ${empresaId}) as clientes,
        (select count(*)::int from os_fotos where empresa_id = ${empresaId}) as fotos,
        (select count(*)::int from vistorias where empresa_id = ${empresaId}) as vistorias,
        (select count(*)::int from agendamentos where empresa_id = ${empresaId}) as agendamentos,
        (select count(*)::int from membros where empresa_id = ${empresaId}) as membros`,
    )
  )[0]!

const chavesDasFotos = async (empresaId: string) =>
  (
    await queryRows<{ k: string; tipo: string }>(
      t.handle.db,
      sql`select arquivo as k, 'os' as tipo from os_fotos where empresa_id = ${empresaId}
        union select arquivo, 'vistoria' from vistoria_fotos where empresa_id = ${empresaId}`,
    )
  ).map((r) => r)

const existe = ({ k, tipo }: { k: string; tipo: string }) =>
  (tipo === 'os' ? arquivos().fotosOs : arquivos().fotosVistoria).exists(k)

/** Every text-like column of every table (all companies) holding `termo`: 'tabela.coluna' → rows. */
async function ondeAparece(termo: string) {
  const colunas = await queryRows<{ tabela: string; coluna: string }>(
    t.handle.db,
    sql`select c.table_name as tabela, c.column_name as coluna from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'jsonb', 'json', 'character varying', 'inet', 'ARRAY')`,
  )
  const achados: Record<string, number> = {}
  for (const { tabela, coluna } of colunas) {
    const [r] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from ${sql.identifier(tabela)} where ${sql.identifier(coluna)}::text ilike ${`%${termo}%`}`,
    )
    if (r!.n > 0) achados[`${tabela}.${coluna}`] = r!.n
  }
  return achados
}

const entra = (user: TestUser) =>
  signIn(t, user.email).then(
    () => true,
    () => false,
  )

describe('the deletion of a cancelled company’s data after 30 days', () => {
  it('every table with empresa_id has a decision: deleted, anonymised or kept', async () => {
    const tabelas = await queryRows<{ table_name: string }>(
      t.handle.db,
      sql`select c.table_name from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'empresa_id' and tb.table_type = 'BASE TABLE'`,
    )
    const decididas = new Set<string>([...tabelasApagadas, ...tabelasAnonimizadas, ...tabelasMantidas])
    expect(tabelas.map((r) => r.table_name).filter((n) => !decididas.has(n))).toEqual([])
  })

  it('processes only a cancelled company past its date: personal data and photos gone, records kept', async () => {
    const vencida = await empresaCompleta()
    const noPrazo = await empresaCompleta()
    const ativa = await empresaCompleta()
    // Cancelled 31 days ago (its 30 days are over) and cancelled today through the API.
    await t.handle.db.execute(
      sql`update empresas set status_assinatura = 'cancelada', cancelada_em = ${new Date(Date.now() - 31 * DIA).toISOString()}::timestamptz,
        dados_excluir_em = ${new Date(Date.now() - DIA).toISOString()}::timestamptz where id = ${vencida.empresaId}`,
    )
    t.sessions.forgetEmpresa(vencida.empresaId)
    const nome = (await call(t, noPrazo.admin, 'GET', '/api/me')).json().empresa.nome_empresa
    expect(
      (await call(t, noPrazo.admin, 'POST', '/api/assinatura/cancelar', { confirmacao: nome })).statusCode,
    ).toBe(200)

    const antes = {
      vencida: await retrato(vencida.empresaId),
      noPrazo: await retrato(noPrazo.empresaId),
      ativa: await retrato(ativa.empresaId),
    }
    const fotosVencida = await chavesDasFotos(vencida.empresaId)
    expect(fotosVencida.length).toBeGreaterThanOrEqual(2)
    for (const f of fotosVencida) expect(await existe(f)).toBe(true)

    expect(await empresasAExcluir(t.handle.db)).toEqual([vencida.empresaId])
    expect(await excluirDadosDaEmpresa(t.handle.db, vencida.empresaId, arquivos())).toBe(true)
    // Once: a second run (another server, the next day) finds nothing to do.
    expect(await empresasAExcluir(t.handle.db)).toEqual([])
    expect(await excluirDadosDaEmpresa(t.handle.db, vencida.empresaId, arquivos())).toBe(false)

    // The fiscal and financial records stay, with their totals; the rest is gone.
    const depois = await retrato(vencida.empresaId)
    expect(depois).toEqual({ ...antes.vencida, fotos: 0, vistorias: 0, agendamentos: 0, membros: 0 })
    expect(antes.vencida.os_total).toBeGreaterThan(0)
    expect(antes.vencida.pagamentos).toBeGreaterThan(0)
    for (const f of fotosVencida) expect(await existe(f)).toBe(false)
    const [cliente] = await queryRows<{ nome_razao: string; anonimizado_em: Date | null }>(
      t.handle.db,
      sql`select nome_razao, anonimizado_em from clientes where empresa_id = ${vencida.empresaId}`,
    )
    expect(cliente).toMatchObject({ nome_razao: NOME_ANONIMIZADO, anonimizado_em: expect.anything() })
    for (const termo of [vencida.pessoa.nome, vencida.pessoa.cpf, vencida.pessoa.email]) {
      expect(await ondeAparece(termo), termo).toEqual({})
    }
    const [empresa] = await queryRows<{ dados_excluidos_em: Date | null }>(
      t.handle.db,
      sql`select dados_excluidos_em from empresas where id = ${vencida.empresaId}`,
    )
    expect(empresa!.dados_excluidos_em).not.toBeNull()

    // Nobody signs in any more, and an open session is over.
    expect(await entra(vencida.admin)).toBe(false)
    expect(await entra(vencida.operador)).toBe(false)
    t.sessions.forgetEmpresa(vencida.empresaId)
    expect((await call(t, vencida.admin, 'GET', '/api/me')).statusCode).toBe(401)

    // The company still within its 30 days and the active one are untouched.
    for (const outra of [noPrazo, ativa]) {
      expect(await retrato(outra.empresaId)).toEqual(outra === noPrazo ? antes.noPrazo : antes.ativa)
      for (const f of await chavesDasFotos(outra.empresaId)) expect(await existe(f)).toBe(true)
      expect(Object.keys(await ondeAparece(outra.pessoa.nome))).toContain('clientes.nome_razao')
      expect(await entra(outra.admin)).toBe(true)
      expect(await entra(outra.operador)).toBe(true)
    }
  }, 240_000)
})
