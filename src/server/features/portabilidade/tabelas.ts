import { sql } from 'drizzle-orm'
import { COLUNA_SECRETA, tabelasForaDaExportacao } from '../../../shared/portabilidade/portabilidade'
import { type Executor, queryRows } from '../../db/client'

export interface TabelaDaEmpresa {
  nome: string
  /** The exported columns (secrets left out, COLUNA_SECRETA). */
  colunas: string[]
  /** The secret columns dropped from every row. */
  omitidas: string[]
  /** The primary key's columns and types, for keyset paging; empty when the table has none. */
  chave: { nome: string; tipo: string }[]
}

/**
 * Every table that has `empresa_id`, read from the catalog at each export: a table added later is
 * exported without anyone remembering to list it. The tests derive the list the same way.
 */
export async function tabelasComEmpresa(tx: Executor): Promise<TabelaDaEmpresa[]> {
  const rows = await queryRows<{
    nome: string
    colunas: string[]
    chave: { nome: string; tipo: string }[] | null
  }>(
    tx,
    sql`select t.table_name as nome,
      (select json_agg(c.column_name order by c.ordinal_position) from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name) as colunas,
      (select json_agg(json_build_object('nome', a.attname, 'tipo', format_type(a.atttypid, a.atttypmod))
          order by array_position(i.indkey::int2[], a.attnum))
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = format('public.%I', t.table_name)::regclass and i.indisprimary) as chave
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and exists (select 1 from information_schema.columns c where c.table_schema = 'public'
        and c.table_name = t.table_name and c.column_name = 'empresa_id')
    order by t.table_name`,
  )
  return rows.map((r) => ({
    nome: r.nome,
    colunas: r.colunas.filter((c) => !COLUNA_SECRETA.test(c)),
    omitidas: r.colunas.filter((c) => COLUNA_SECRETA.test(c)),
    chave: r.chave ?? [],
  }))
}

/** The tables the company export writes, one JSON file each (all but tabelasForaDaExportacao). */
export const tabelasExportadas = (todas: TabelaDaEmpresa[]) =>
  todas.filter((t) => !(t.nome in tabelasForaDaExportacao))
