import { type SQL, sql } from 'drizzle-orm'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import type { RelatorioServico } from '../../../shared/relatorios/relatorios.schemas'
import { type Executor, queryRows } from '../../db/client'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { jsonLista, periodoSql } from './periodo-sql'

/** How many services and products the "top" tables list. */
export const TOP_ITENS = 10

/**
 * GET /api/relatorios/servico in one statement over the reports' sums per day (decision 012): concluded
 * OS per day and technician, their lines per day and item, and per-day events (openings, first delivery,
 * first cancellation, first quote sent and its approval). "By status" is the company's OS now.
 */
export function relatorioServico(
  db: Executor,
  tenant: Tenant,
  query: PeriodoQuery,
): Promise<RelatorioServico> {
  const p = periodoSql(tenant, query)
  const e = tenant.empresaId
  const evento = (nome: string, coluna: 'quantidade' | 'valor' = 'quantidade') =>
    sql`(select coalesce(sum(${sql.raw(coluna)}), 0) from eventos where evento = ${nome})`
  const itens = (tipo: 'servico' | 'produto') =>
    jsonLista(
      sql`select min(descricao) as descricao, sum(quantidade)::float8 as quantidade, sum(receita)::bigint as receita
        from relatorio_itens_dia where empresa_id = ${e} and dia between ${p.de} and ${p.ate} and tipo = ${tipo}
        group by chave having sum(quantidade) <> 0 or sum(receita) <> 0
        order by receita desc, descricao limit ${TOP_ITENS}`,
      sql`x.receita desc, x.descricao`,
    )
  // Averages over sums: total days / OS, one decimal.
  const media = (dias: SQL, quantidade: SQL) =>
    sql`round(sum(${dias})::numeric / nullif(sum(${quantidade}), 0), 1)`
  const statement = sql`with concluidas as materialized (
      select dia, tecnico_id, quantidade, soma_dias, no_prazo, com_previsao, receita
      from relatorio_conclusoes_dia where empresa_id = ${e} and dia between ${p.de} and ${p.ate}
    ), eventos as materialized (
      select evento, quantidade, valor from relatorio_eventos_dia
      where empresa_id = ${e} and dia between ${p.de} and ${p.ate}
    )
    select json_build_object(
      'resumo', json_build_object(
        'abertas', ${evento('aberta')},
        'concluidas', (select coalesce(sum(quantidade), 0) from concluidas),
        'entregues', ${evento('entregue')},
        'canceladas', ${evento('cancelado')},
        'tempo_medio_dias', (select ${media(sql`soma_dias`, sql`quantidade`)} from concluidas),
        'no_prazo', (select coalesce(sum(no_prazo), 0) from concluidas),
        'com_previsao', (select coalesce(sum(com_previsao), 0) from concluidas)),
      'por_status', ${jsonLista(
        sql`select status, quantidade from os_status_contagens where empresa_id = ${e} and quantidade > 0`,
        sql`x.quantidade desc, x.status`,
      )},
      'tempo_por_mes', ${jsonLista(
        sql`select to_char(dia, 'YYYY-MM') as mes, sum(quantidade) as concluidas,
            ${media(sql`soma_dias`, sql`quantidade`)} as tempo_medio_dias
          from concluidas group by 1 having sum(quantidade) > 0`,
        sql`x.mes`,
      )},
      'por_tecnico', ${jsonLista(
        sql`select c.tecnico_id, t.nome as tecnico_nome, sum(c.quantidade) as concluidas,
            sum(c.receita)::bigint as receita, ${media(sql`c.soma_dias`, sql`c.quantidade`)} as tempo_medio_dias
          from concluidas c left join tecnicos t on t.empresa_id = ${e} and t.id = c.tecnico_id
          group by c.tecnico_id, t.nome having sum(c.quantidade) > 0`,
        sql`x.concluidas desc, x.receita desc, x.tecnico_nome nulls last`,
      )},
      'servicos', ${itens('servico')},
      'produtos', ${itens('produto')},
      'conversao', json_build_object(
        'enviados', ${evento('orcamento_enviado')}, 'aprovados', ${evento('orcamento_aprovado')},
        'valor_enviado', ${evento('orcamento_enviado', 'valor')},
        'valor_aprovado', ${evento('orcamento_aprovado', 'valor')})
    ) as r`
  return readTenant(db, tenant, async (tx) => {
    const [{ r }] = await queryRows<{ r: Omit<RelatorioServico, 'de' | 'ate' | 'hoje'> }>(tx, statement)
    // json_build_object writes counts, sums and averages as JSON numbers; they stay far below 2^53.
    return { de: p.de, ate: p.ate, hoje: p.hoje, ...r }
  })
}
