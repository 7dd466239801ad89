import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bancoAntesDaMigracao } from '../test/migracoes'
import { queryRows } from './client'
import { runMigrations } from './migrate'

// The migration that made searches ignore accents re-creates every `busca` column: the rows a shop already
// has must be rewritten, and the indexes and statistics targets dropped with the old columns come back.

const banco = bancoAntesDaMigracao('_busca_sem_acentos')

describe('the accent-free search migration', () => {
  it('rewrites the registers a shop already has and keeps their search indexes', async () => {
    const handle = banco.handle()
    await banco.migrarAteAntes()
    // The rows, as the migrating (super)user: before this migration, and with accents and capitals.
    await handle.db.execute(sql`with e as (insert into empresas (nome_empresa) values ('Oficina') returning id),
      c as (insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao)
        select id, 'fisica', '52998224725', 'João da Conceição' from e returning empresa_id, id),
      v as (insert into veiculos (empresa_id, cliente_id, placa, marca, modelo)
        select empresa_id, id, 'ABC1D23', 'Citroën', 'Aircross' from c),
      t as (insert into tecnicos (empresa_id, nome) select id, 'Antônio Gonçalves' from e),
      s as (insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico)
        select id, 'S1', 'Alinhamento Rápido', 8000 from e)
      insert into produtos (empresa_id, sku, descricao, preco_publico) select id, 'P1', 'Óleo de Câmbio', 9000 from e`)

    await runMigrations(handle)

    const [busca] = await queryRows<Record<string, string>>(
      handle.db,
      sql`select (select busca from clientes) as clientes, (select busca from veiculos) as veiculos,
        (select busca from tecnicos) as tecnicos, (select busca from servicos_catalogo) as servicos,
        (select busca from produtos) as produtos`,
    )
    expect(busca).toEqual({
      clientes: 'joao da conceicao 52998224725  ',
      veiculos: 'abc1d23 citroen aircross',
      tecnicos: 'antonio goncalves',
      servicos: 's1 alinhamento rapido',
      produtos: 'p1 oleo de cambio',
    })
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      handle.db,
      sql`select indexname, indexdef from pg_indexes where indexdef like '%busca%' order by indexname`,
    )
    expect(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING /, '')])).toEqual([
      ['clientes_busca_idx', 'gin (busca gin_trgm_ops)'],
      ['produtos_busca_idx', 'gin (busca gin_trgm_ops)'],
      ['servicos_busca_idx', 'gin (busca gin_trgm_ops)'],
      ['tecnicos_busca_idx', 'gin (busca gin_trgm_ops)'],
      ['veiculos_busca_idx', 'gin (busca gin_trgm_ops)'],
      ['veiculos_recentes_idx', 'btree (empresa_id, criado_em DESC, id DESC) INCLUDE (busca)'],
    ])
    const targets = await queryRows<{ tabela: string; alvo: number }>(
      handle.db,
      sql`select attrelid::regclass::text as tabela, attstattarget::int as alvo from pg_attribute
        where attname = 'busca' and attstattarget > 0 order by 1`,
    )
    expect(targets).toEqual([
      { tabela: 'clientes', alvo: 1000 },
      { tabela: 'veiculos', alvo: 1000 },
    ])
  }, 120_000)
})
