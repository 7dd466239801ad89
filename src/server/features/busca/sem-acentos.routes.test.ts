import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { clientes } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { clienteFilter } from '../cadastros/clientes/clientes.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = async (user: TestUser, url: string) => {
  const res = await call(t, user, 'GET', url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** What a register list (or a picker, with its own parameters) shows for `q`: one field of each row. */
const listed = async (user: TestUser, path: string, q: string, field: string, params = '') =>
  (await get(user, `${path}?q=${encodeURIComponent(q)}${params}`)).items.map(
    (row: Record<string, unknown>) => row[field],
  )

/** Accented records in every register, and one unaccented neighbour of each that a search must skip. */
async function buildAcentuados(user: TestUser) {
  const joao = await create(t, user, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'João da Silva',
  })
  await create(t, user, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '295.379.955-93',
    nome_razao: 'Maria Souza',
  })
  const veiculo = await create(t, user, '/api/veiculos', {
    cliente_id: joao.id,
    placa: 'ABC1D23',
    marca: 'Citroën',
    modelo: 'C4 Cactus',
  })
  await create(t, user, '/api/veiculos', {
    cliente_id: joao.id,
    placa: 'XYZ9876',
    marca: 'Fiat',
    modelo: 'Uno',
  })
  await create(t, user, '/api/tecnicos', { nome: 'Antônio Gonçalves' })
  await create(t, user, '/api/tecnicos', { nome: 'Carlos Lima' })
  await create(t, user, '/api/servicos', { descricao: 'Alinhamento Rápido', preco_publico: 8000 })
  await create(t, user, '/api/servicos', { descricao: 'Balanceamento', preco_publico: 6000 })
  await create(t, user, '/api/produtos', { sku: 'OLEO-1', descricao: 'Óleo de câmbio', preco_publico: 9000 })
  await create(t, user, '/api/produtos', { sku: 'FILTRO-1', descricao: 'Filtro de ar', preco_publico: 3000 })
  return { joao, veiculo }
}

describe('searches ignore accents and case', () => {
  it('in every register list and in each picker (the same endpoints with its parameters)', async () => {
    const { admin } = await buildCompany(t)
    const { joao } = await buildAcentuados(admin)

    for (const q of ['joao', 'JOÃO', 'Joao da silva', 'JOAO DA SILVA']) {
      expect(await listed(admin, '/api/clientes', q, 'nome_razao'), q).toEqual(['João da Silva'])
      expect(await listed(admin, '/api/clientes', q, 'nome_razao', '&pageSize=20'), q).toEqual([
        'João da Silva',
      ])
    }
    for (const q of ['citroen', 'CITROËN', 'citroen c4']) {
      expect(await listed(admin, '/api/veiculos', q, 'marca'), q).toEqual(['Citroën'])
      expect(
        await listed(admin, '/api/veiculos', q, 'marca', `&pageSize=20&cliente_id=${joao.id}`),
        q,
      ).toEqual(['Citroën'])
    }
    for (const q of ['antonio', 'GONÇALVES', 'antonio goncalves']) {
      expect(await listed(admin, '/api/tecnicos', q, 'nome'), q).toEqual(['Antônio Gonçalves'])
      expect(await listed(admin, '/api/tecnicos', q, 'nome', '&pageSize=20&ativo=true'), q).toEqual([
        'Antônio Gonçalves',
      ])
    }
    for (const q of ['rapido', 'RÁPIDO', 'alinhamento rapido']) {
      expect(await listed(admin, '/api/servicos', q, 'descricao'), q).toEqual(['Alinhamento Rápido'])
      expect(await listed(admin, '/api/servicos', q, 'descricao', '&pageSize=20'), q).toEqual([
        'Alinhamento Rápido',
      ])
    }
    for (const q of ['oleo de cambio', 'ÓLEO', 'CAMBIO']) {
      expect(await listed(admin, '/api/produtos', q, 'descricao'), q).toEqual(['Óleo de câmbio'])
      expect(await listed(admin, '/api/produtos', q, 'descricao', '&pageSize=20'), q).toEqual([
        'Óleo de câmbio',
      ])
    }
    // Typed accents match unaccented text too, and a search still filters.
    expect(await listed(admin, '/api/clientes', 'MÁRÍA', 'nome_razao')).toEqual(['Maria Souza'])
    expect(await listed(admin, '/api/clientes', 'joana', 'nome_razao')).toEqual([])
  })

  it('keeps LIKE characters literal, also when unaccent writes them (a full-width ％ is a %)', async () => {
    const { admin } = await buildCompany(t)
    await buildAcentuados(admin)
    await create(t, admin, '/api/produtos', { sku: 'DESC-1', descricao: 'Desconto 100%', preco_publico: 100 })
    const desconto = ['Desconto 100%']
    for (const [q, expected] of [
      ['％', desconto],
      ['100％', desconto],
      ['%', desconto],
      ['_', []],
      ['\\', []],
    ] as const)
      expect(await listed(admin, '/api/produtos', q, 'descricao'), q).toEqual(expected)
  })

  it('in the OS list (client name, vehicle) and the top-bar search, not finding another company', async () => {
    const { admin } = await buildCompany(t)
    const { joao, veiculo } = await buildAcentuados(admin)
    const o = await create(t, admin, '/api/os', { cliente_id: joao.id, veiculo_id: veiculo.id })
    // Another company's João is never found.
    const other = await buildCompany(t)
    await buildAcentuados(other.admin)

    for (const q of ['joao', 'JOÃO DA SILVA', 'citroen'])
      expect(
        (await get(admin, `/api/os?q=${encodeURIComponent(q)}`)).items.map((r: { id: string }) => r.id),
        q,
      ).toEqual([o.id])
    for (const q of ['joao', 'JOÃO']) {
      const found = await get(admin, `/api/busca?q=${encodeURIComponent(q)}`)
      expect(
        found.clientes.map((c: { id: string }) => c.id),
        q,
      ).toEqual([joao.id])
    }
    const carros = await get(admin, '/api/busca?q=citroen')
    expect(carros.veiculos.map((v: { id: string }) => v.id)).toEqual([veiculo.id])
  })

  it('is served by the trigram index on a workshop-sized register', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await buildAcentuados(admin)
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.execute(sql`insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao)
        select ${empresaId}, 'fisica', lpad(i::text, 11, '0'), 'Cliente ' || i from generate_series(1, 2000) i`),
    )
    // As the daily maintenance (or autovacuum) leaves it: statistics read, the new index entries merged.
    await t.handle.db.execute(sql`vacuum analyze clientes`)
    // The plan of the list's search condition, for the application role under row-level security.
    const plan = await withTenant(t.handle.db, { empresaId }, (tx) =>
      queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (costs off) ${tx
          .select({ id: clientes.id })
          .from(clientes)
          .where(and(eq(clientes.empresa_id, empresaId), clienteFilter('JOÃO')))}`,
      ),
    )
    const text = plan.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toContain('clientes_busca_idx')
    // The term became the column's form while planning: the index sees a constant pattern.
    expect(text).toContain(`'%joao%'`)
  })
})
